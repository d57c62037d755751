// A Window Top-N partitioned by window_start alone fails the build, with the finding at its
// position in Maven's clickable form, in the SQL file and in the spec file's query; the SARIF
// report has the fields GitHub code scanning requires.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def expect = { String s -> assert log.contains(s) : "build.log lacks: $s" }
def sql = new File(basedir, 'src/main/sql/bids.sql').canonicalPath
def spec = new File(basedir, 'src/test/topnkit/top-bids.spec.yaml').canonicalPath
expect "[ERROR] ${sql}:[12,24] error: [WindowBoundsMissingFromPartition] PARTITION BY has window_start but not window_end"
expect "[ERROR] ${spec}:[22,13] error: [WindowBoundsMissingFromPartition]"
expect 'topnkit: 2 files checked, 2 findings: 2 error(s), 0 warning(s), 0 info'
expect 'topnkit: 2 finding(s) at or above failOnSeverity error'
expect 'BUILD FAILURE'

def sarif = new JsonSlurper().parse(new File(basedir, 'target/topnkit/topnkit-lint.sarif'))
assert sarif.version == '2.1.0'
assert sarif.'$schema' == 'https://json.schemastore.org/sarif-2.1.0.json'
def run = sarif.runs[0]
assert run.tool.driver.name == 'topnkit'
def rule = run.tool.driver.rules.find { it.id == 'WindowBoundsMissingFromPartition' }
assert rule.shortDescription.text && rule.fullDescription.text && rule.help.text
assert run.results.size() == 2
def bySql = run.results.find { it.locations[0].physicalLocation.artifactLocation.uri == 'src/main/sql/bids.sql' }
assert bySql.ruleId == 'WindowBoundsMissingFromPartition'
assert bySql.level == 'error'
assert bySql.message.text.startsWith('PARTITION BY has window_start but not window_end')
def location = bySql.locations[0].physicalLocation
assert location.artifactLocation.uriBaseId == 'SRCROOT'
assert location.region.startLine == 12 && location.region.startColumn == 24
assert bySql.partialFingerprints.primaryLocationLineHash
def bySpec = run.results.find { it.locations[0].physicalLocation.artifactLocation.uri == 'src/test/topnkit/top-bids.spec.yaml' }
assert bySpec.locations[0].physicalLocation.region.startLine == 22
assert bySpec.locations[0].physicalLocation.region.startColumn == 13

def checkstyle = new File(basedir, 'target/topnkit/topnkit-lint-checkstyle.xml').text
assert checkstyle.contains('source="topnkit.WindowBoundsMissingFromPartition"')
def text = new File(basedir, 'target/topnkit/topnkit-lint.txt').text
assert text.contains('src/main/sql/bids.sql:12:24: error: [WindowBoundsMissingFromPartition]')
true
