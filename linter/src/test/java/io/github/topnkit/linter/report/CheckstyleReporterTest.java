package io.github.topnkit.linter.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class CheckstyleReporterTest {

  private static Document parse(String xml) throws Exception {
    return DocumentBuilderFactory.newInstance()
        .newDocumentBuilder()
        .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void writesOneFileElementPerFileWithItsErrors() throws Exception {
    Document doc =
        parse(
            Reports.render(
                new CheckstyleReporter(),
                Reports.report(
                    Reports.lint("a.sql", Reports.WINDOW_SQL),
                    Reports.lint("b.sql", Reports.CLEAN_SQL))));
    Element root = doc.getDocumentElement();
    assertThat(root.getTagName()).isEqualTo("checkstyle");
    assertThat(root.getAttribute("version")).isEqualTo(ToolInfo.version());
    NodeList files = root.getElementsByTagName("file");
    assertThat(files.getLength()).isEqualTo(2);
    Element a = (Element) files.item(0);
    assertThat(a.getAttribute("name")).isEqualTo("a.sql");
    NodeList errors = a.getElementsByTagName("error");
    assertThat(errors.getLength()).isEqualTo(2);
    Element first = (Element) errors.item(0);
    assertThat(first.getAttribute("line")).isEqualTo("7");
    assertThat(first.getAttribute("column")).isEqualTo("32");
    assertThat(first.getAttribute("severity")).isEqualTo("error");
    assertThat(first.getAttribute("source")).isEqualTo("topnkit.WindowBoundsMissingFromPartition");
    assertThat(first.getAttribute("message")).contains("window_end", " Fix: ");
    assertThat(((Element) errors.item(1)).getAttribute("severity")).isEqualTo("info");
    assertThat(((Element) files.item(1)).getElementsByTagName("error").getLength()).isZero();
  }

  @Test
  void escapesMarkupQuotesLineBreaksAndControlCharacters() throws Exception {
    String xml =
        Reports.render(new CheckstyleReporter(), Reports.report(Reports.awkward("a&<b>\".sql")));
    Element file = (Element) parse(xml).getElementsByTagName("file").item(0);
    assertThat(file.getAttribute("name")).isEqualTo("a&<b>\".sql");
    Element error = (Element) file.getElementsByTagName("error").item(0);
    assertThat(error.getAttribute("message"))
        .isEqualTo(
            "table 'a&b' <x> \"quoted\"\ttab\nnew line \uFFFD ünïcödé 😀 Fix: write \"x\" & <y>");
    assertThat(error.getAttribute("severity")).isEqualTo("warning");
  }

  @Test
  void writesAnEmptyReport() throws Exception {
    String xml = Reports.render(new CheckstyleReporter(), Reports.report());
    assertThat(parse(xml).getElementsByTagName("file").getLength()).isZero();
    assertThat(xml).startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle");
  }
}
