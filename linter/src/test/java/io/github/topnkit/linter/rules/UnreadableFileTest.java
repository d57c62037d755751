package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.diag.Diagnostic;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class UnreadableFileTest {

  private final Linter linter = new Linter(LintOptions.defaults());

  @Test
  void reportsBytesThatAreNotUtf8WithTheirPosition() {
    byte[] bytes = "SELECT 'caf\u00e9';\nSELECT '".getBytes(StandardCharsets.ISO_8859_1);
    LintResult result = linter.lint("latin1.sql", bytes);
    Diagnostic d = result.diagnostics().get(0);
    assertThat(d.ruleId()).isEqualTo("UnreadableFile");
    assertThat(d.span().startLine()).isEqualTo(1);
    assertThat(d.span().startColumn()).isEqualTo(12);
    assertThat(d.message()).contains("not valid UTF-8");
  }

  @Test
  void reportsBinaryContent() {
    LintResult result = linter.lint("bin.sql", new byte[] {'S', 'E', 0, 1, 2});
    assertThat(result.diagnostics())
        .singleElement()
        .satisfies(
            d -> {
              assertThat(d.ruleId()).isEqualTo("UnreadableFile");
              assertThat(d.message()).contains("binary");
            });
  }

  @Test
  void reportsFilesOverTheSizeLimit() {
    Linter small = new Linter(LintOptions.defaults().withMaxFileBytes(10));
    LintResult result =
        small.lint("big.sql", "SELECT 1; SELECT 2;".getBytes(StandardCharsets.UTF_8));
    assertThat(result.diagnostics())
        .singleElement()
        .satisfies(d -> assertThat(d.message()).contains("over the limit"));
  }

  @Test
  void readsUtf8WithByteOrderMark() {
    byte[] bom = {
      (byte) 0xef, (byte) 0xbb, (byte) 0xbf, 'S', 'E', 'L', 'E', 'C', 'T', ' ', '1', ';'
    };
    assertThat(linter.lint("bom.sql", bom).diagnostics()).isEmpty();
  }
}
