package io.github.topnkit.maven.spec;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.maven.spec.CaseResult.Status;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class JUnitXmlReportTest {

  static CaseResult result(String name, Status status, String... problems) {
    return new CaseResult(
        "specs/a b.spec.yaml",
        name,
        "specs/a b.spec.yaml:3:5",
        status,
        List.of(problems),
        Duration.ofMillis(1500));
  }

  Document parse(String xml) throws Exception {
    return DocumentBuilderFactory.newInstance()
        .newDocumentBuilder()
        .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void writesSurefiresSchemaWithCountsAndTheDiffAsFailureText() throws Exception {
    String diff = "differs <row> & \"quotes\"\n  line  expected | actual\u0001";
    String xml =
        JUnitXmlReport.xml(
            "specs/a b.spec.yaml",
            List.of(
                result("passes", Status.PASSED),
                result("fails", Status.FAILED, diff),
                result("later", Status.SKIPPED, "not yet")));

    Element suite = parse(xml).getDocumentElement();
    assertThat(suite.getTagName()).isEqualTo("testsuite");
    assertThat(suite.getAttribute("name")).isEqualTo("specs/a b.spec.yaml");
    assertThat(suite.getAttribute("tests")).isEqualTo("3");
    assertThat(suite.getAttribute("failures")).isEqualTo("1");
    assertThat(suite.getAttribute("skipped")).isEqualTo("1");
    assertThat(suite.getAttribute("errors")).isEqualTo("0");
    assertThat(suite.getAttribute("time")).isEqualTo("4.500");
    Element failure = (Element) suite.getElementsByTagName("failure").item(0);
    assertThat(failure.getAttribute("message")).isEqualTo("differs <row> & \"quotes\"");
    assertThat(failure.getTextContent())
        .isEqualTo(
            "specs/a b.spec.yaml:3:5: fails\ndiffers <row> & \"quotes\"\n  line  expected | actual");
    Element skipped = (Element) suite.getElementsByTagName("skipped").item(0);
    assertThat(skipped.getAttribute("message")).isEqualTo("not yet");
  }

  @Test
  void namesTheReportAfterTheSpecFile() {
    assertThat(JUnitXmlReport.file(Path.of("out"), "src/test/topnkit/top-bids.spec.yaml"))
        .isEqualTo(Path.of("out/TEST-src.test.topnkit.top-bids.xml"));
  }
}
