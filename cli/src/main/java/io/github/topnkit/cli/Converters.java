package io.github.topnkit.cli;

import io.github.topnkit.linter.config.FailOn;
import io.github.topnkit.linter.report.ReportFormat;
import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.function.Function;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Option converters that reuse the library's parsers, so the CLI and config agree on values. */
final class Converters {

  private Converters() {}

  private static <T> T convert(String text, Function<String, T> parser) {
    try {
      return parser.apply(text);
    } catch (IllegalArgumentException e) {
      throw new TypeConversionException(e.getMessage());
    }
  }

  static final class Version implements ITypeConverter<FlinkVersion> {
    @Override
    public FlinkVersion convert(String value) {
      return Converters.convert(value, FlinkVersion::parse);
    }
  }

  static final class Mode implements ITypeConverter<ExecutionMode> {
    @Override
    public ExecutionMode convert(String value) {
      return Converters.convert(value, ExecutionMode::parse);
    }
  }

  static final class DialectName implements ITypeConverter<Dialect> {
    @Override
    public Dialect convert(String value) {
      return Converters.convert(value, Dialect::parse);
    }
  }

  static final class Threshold implements ITypeConverter<FailOn> {
    @Override
    public FailOn convert(String value) {
      return Converters.convert(value, FailOn::parse);
    }
  }

  static final class Format implements ITypeConverter<ReportFormat> {
    @Override
    public ReportFormat convert(String value) {
      return Converters.convert(value, ReportFormat::parse);
    }
  }

  static final class Bytes implements ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
      long bytes;
      try {
        bytes = Long.parseLong(value.trim());
      } catch (NumberFormatException e) {
        throw new TypeConversionException("'" + value + "' is not a number of bytes");
      }
      if (bytes < 1) {
        throw new TypeConversionException("the size limit must be at least 1 byte");
      }
      return bytes;
    }
  }
}
