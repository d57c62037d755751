#!/usr/bin/env bash
# Times the lint goal on N generated SQL files (default 1000): a first run, a second run that
# finds every file unchanged, and the command line (./topnkit lint) on the same files.
#
# Run after `mvn verify` of the plugin module, which installs the plugin into
# maven-plugin/target/local-repo; the builds here run offline against that repository, with
# ~/.m2/repository as its mirror.
set -euo pipefail
n="${1:-1000}"
root="$(cd "$(dirname "$0")/../../.." && pwd)"
repo="$root/maven-plugin/target/local-repo"
version="$(sed -n 's:.*<version>\(.*\)</version>.*:\1:p' "$root/pom.xml" | head -n 1)"
work="${TOPNKIT_PERF_DIR:-$(mktemp -d)}"
[ -n "${TOPNKIT_PERF_DIR:-}" ] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src/main/sql"

# Every file declares its table and ranks it; every 10th partitions a Window Top-N by
# window_start alone (an error), every 7th is a regular Top-N.
for i in $(seq 1 "$n"); do
  partition="window_start, window_end"
  [ $((i % 10)) -eq 0 ] && partition="window_start"
  {
    echo "CREATE TABLE Bid$i ("
    echo "  bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING, supplier STRING,"
    echo "  WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND"
    echo ") WITH ('connector' = 'kafka', 'topic' = 'bids-$i', 'format' = 'json');"
    echo
    if [ $((i % 7)) -eq 0 ]; then
      echo "SELECT * FROM ("
      echo "  SELECT *, ROW_NUMBER() OVER (PARTITION BY supplier ORDER BY price DESC, item) AS rn"
      echo "  FROM Bid$i)"
      echo "WHERE rn <= $((i % 5 + 1));"
    else
      echo "SELECT window_start, window_end, supplier, item, price, rn FROM ("
      echo "  SELECT *, ROW_NUMBER() OVER ("
      echo "      PARTITION BY $partition, supplier ORDER BY price DESC, item) AS rn"
      echo "  FROM TABLE(TUMBLE(TABLE Bid$i, DESCRIPTOR(bidtime), INTERVAL '$((i % 50 + 1))' MINUTES)))"
      echo "WHERE rn <= $((i % 5 + 1));"
    fi
  } > "$work/src/main/sql/query-$i.sql"
done

cat > "$work/settings.xml" <<XML
<settings><mirrors><mirror><id>local-mirror</id><mirrorOf>*</mirrorOf>
<url>file://$HOME/.m2/repository</url></mirror></mirrors></settings>
XML
cat > "$work/pom.xml" <<XML
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>perf</groupId><artifactId>lint-many</artifactId><version>1</version>
  <packaging>pom</packaging>
  <build><plugins><plugin>
    <groupId>io.github.topnkit</groupId><artifactId>topnkit-maven-plugin</artifactId>
    <version>$version</version>
    <executions><execution><goals><goal>lint</goal></goals></execution></executions>
  </plugin></plugins></build>
</project>
XML

mvn_run() {
  (cd "$work" && mvn -B -o -s settings.xml -Dmaven.repo.local="$repo" -Dstyle.color=never \
    -Dtopnkit.failOnSeverity=none verify) > "$work/$1.log" 2>&1 || { cat "$work/$1.log"; exit 1; }
  grep -h "topnkit: .*checked\|topnkit: re-linted" "$work/$1.log" | sed 's/^/  /'
}
seconds() { local s=$(date +%s.%N); "$@"; echo "  wall: $(echo "$(date +%s.%N) - $s" | bc) s"; }

echo "$n files in $work"
"$root/topnkit" --version > /dev/null  # builds the CLI jar and its start-up archive if needed
echo "CLI (./topnkit lint):"
seconds bash -c "'$root/topnkit' lint --fail-on none '$work/src/main/sql' | tail -n 1 | sed 's/^/  /'"
echo "Maven, first run:"
seconds mvn_run first
echo "Maven, second run (nothing changed):"
seconds mvn_run second
