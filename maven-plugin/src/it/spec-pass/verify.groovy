// A project whose spec cases hold passes, and the JUnit XML report lists every case and mode.
import groovy.xml.XmlSlurper

def log = new File(basedir, 'build.log').text
def expect = { String s -> assert log.contains(s) : "build.log lacks: $s" }
expect 'topnkit: running spec files on the reference 2.3 engine'
expect 'topnkit: Tests run: 3, Failures: 0, Errors: 0, Skipped: 0'
expect 'BUILD SUCCESS'
def report = new File(basedir, 'target/topnkit/TEST-src.test.topnkit.top-bids.xml')
assert report.isFile()
def suite = new XmlSlurper().parse(report)
assert suite.@name == 'src/test/topnkit/top-bids.spec.yaml'
assert suite.@tests == '3' && suite.@failures == '0' && suite.@errors == '0' && suite.@skipped == '0'
assert suite.testcase*.@name*.text() == [
    'top 2 bids per window',
    'top 1 bid per window, in batch mode too [streaming]',
    'top 1 bid per window, in batch mode too [batch]']
true
