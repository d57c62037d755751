// With engines=both, a wrong expected row fails the build once, saying that Flink and the reference
// engine agree (the expectation is what differs), with the row-by-row diff, in the
import groovy.xml.XmlSlurper

// log and in the JUnit XML report.
def log = new File(basedir, 'build.log').text
def expect = { String s -> assert log.contains(s) : "build.log lacks: $s" }
expect 'topnkit: running spec files on the reference 2.3 and flink 2.3.0 engines'
expect 'FAILED src/test/topnkit/top-bids.spec.yaml:17:5: top 2 bids per window'
expect '[flink 2.3.0 and reference 2.3 agree] src/test/topnkit/top-bids.spec.yaml:26:16: the changelog of the query differs from the expected one'
expect '!   28  +I[2020-04-15 08:00:00, 2020-04-15 08:10:00, A, 3.00, 2] | 2  +I[2020-04-15 08:00:00, 2020-04-15 08:10:00, C, 5.00, 2]  differs in item, price'
expect 'topnkit: Tests run: 3, Failures: 1, Errors: 0, Skipped: 0'
expect 'topnkit: 1 spec case(s) failed'
expect 'BUILD FAILURE'
def report = new File(basedir, 'target/topnkit/TEST-src.test.topnkit.top-bids.xml')
def suite = new XmlSlurper().parse(report)
assert suite.@tests == '3' && suite.@failures == '1'
def failure = suite.testcase.find { it.@name == 'top 2 bids per window' }.failure
assert failure.size() == 1
assert failure.text().contains('src/test/topnkit/top-bids.spec.yaml:17:5: top 2 bids per window')
assert failure.text().contains('| 2  +I[2020-04-15 08:00:00, 2020-04-15 08:10:00, C, 5.00, 2]  differs in item, price')
assert failure.@message.text().contains('the changelog of the query differs from the expected one')
true
