// A clean project passes: its SQL file and its spec file's SQL are linted without findings.
def log = new File(basedir, 'build.log').text
def expect = { String s -> assert log.contains(s) : "build.log lacks: $s" }
expect '[INFO] topnkit: 2 files checked, no findings'
expect 'topnkit: re-linted 2 of 2 files'
expect 'BUILD SUCCESS'
['topnkit-lint.sarif', 'topnkit-lint-checkstyle.xml', 'topnkit-lint.txt'].each {
  assert new File(basedir, "target/topnkit/$it").isFile()
}
true
