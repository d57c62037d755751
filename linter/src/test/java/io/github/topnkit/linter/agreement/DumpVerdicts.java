package io.github.topnkit.linter.agreement;

import io.github.topnkit.linter.target.FlinkVersion;

/** Prints Flink's and the model's verdict for every case of corpus files, for reviewing. */
public final class DumpVerdicts {
  public static void main(String[] args) {
    FlinkVersion version = FlinkVersion.parse(System.getProperty("topnkit.agreement.flink", "2.3"));
    for (String file : args) {
      for (AgreementCase c : AgreementCase.load(file)) {
        if (!c.runsOn(version.label())) {
          continue;
        }
        Verdict flink = Agreement.flink(c);
        Verdict model = Agreement.model(c, version);
        String diff = Agreement.compare(flink, model);
        System.out.println((diff == null ? "OK   " : "DIFF ") + c.name());
        System.out.println(
            "     flink: "
                + flink
                    .toString()
                    .replace("\n", "\n            ")
                    .lines()
                    .limit(3)
                    .reduce((a, b) -> a + "\n" + b)
                    .orElse(""));
        if (diff != null) {
          System.out.println("     model: " + model);
        }
      }
    }
  }
}
