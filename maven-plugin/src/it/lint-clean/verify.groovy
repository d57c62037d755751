// A clean project passes: its SQL file and its spec file's SQL are linted without findings.
def log = new File(basedir, 'build.log').text
def expect = { String s -> assert log.contains(s) : "build.log lacks: $s" }
expect '[INFO] topnkit: 2 files checked, no findings'
expect 'topnkit: re-linted 2 of 2 files'
expect 'BUILD SUCCESS'
['topnkit-lint.sarif', 'topnkit-lint-checkstyle.xml', 'topnkit-lint.txt'].each {
  assert new File(basedir, "target/topnkit/$it").isFile()
}
// Maven 3.9.2+ validates plugins: Maven artifacts in provided scope, no deprecated parameters.
assert !log.contains('Plugin validation issues') : 'Maven reports plugin validation issues'
// The wrapper's execution says which Maven line it must run on; the version comes from -V.
def version = (log =~ /Apache Maven (\d+\.\d+\.\d+)/)[0][1]
println "lint-clean ran on Maven $version"
if (binding.hasVariable('mavenLine')) {
  assert version.startsWith(mavenLine + '.') : "ran on Maven $version, not $mavenLine"
}
true
