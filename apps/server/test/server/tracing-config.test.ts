// The OpenTelemetry variables as the server reads them: traces on only with an endpoint, the
// traces URL derived as the exporter does, and a protocol, URL or sampler it cannot honour refused
// at start with the variable named.
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/env";

const tracingOf = (env: Record<string, string>) => loadConfig(env).tracing;

describe("tracing configuration", () => {
  it("is off without an endpoint, and with OTEL_SDK_DISABLED=true", () => {
    expect(tracingOf({})).toBeUndefined();
    expect(tracingOf({ OTEL_SERVICE_NAME: "site", OTEL_TRACES_SAMPLER: "always_on" })).toBeUndefined();
    expect(tracingOf({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318", OTEL_SDK_DISABLED: "true" })).toBeUndefined();
  });

  it("sends to the endpoint's /v1/traces, or to the traces endpoint as given", () => {
    expect(tracingOf({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318/" })).toEqual({
      url: "http://collector:4318/v1/traces",
      serviceName: "lumiere",
      sampler: "parentbased_always_on",
      ratio: 1,
    });
    expect(
      tracingOf({
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "https://traces.example/otlp/spans",
        OTEL_SERVICE_NAME: "lumiere-eu",
        OTEL_TRACES_SAMPLER: "parentbased_traceidratio",
        OTEL_TRACES_SAMPLER_ARG: "0.25",
        OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      }),
    ).toEqual({ url: "https://traces.example/otlp/spans", serviceName: "lumiere-eu", sampler: "parentbased_traceidratio", ratio: 0.25 });
  });

  it.each([
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" }, "OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL"],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: "grpc://collector:4317" }, "OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL"],
    [{ OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" }, "OTEL_EXPORTER_OTLP_PROTOCOL must be http/json"],
    [{ OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: "http/protobuf" }, "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL must be http/json"],
    [{ OTEL_TRACES_SAMPLER: "sometimes" }, "OTEL_TRACES_SAMPLER must be one of always_on"],
    [{ OTEL_TRACES_SAMPLER_ARG: "2" }, "OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1"],
    [{ OTEL_SDK_DISABLED: "yes" }, "OTEL_SDK_DISABLED must be true or false"],
  ])("refuses %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
