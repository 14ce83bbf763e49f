// The admin's "Test connection" for the active engine: the provider answers a tiny completion with
// the selected model, or the built-in engine finds site passages in both languages.
import { describeProviderError } from "../ai/provider";
import { getAiSettings } from "../settings";
import type { OpenAiProvider } from "./openai";
import type { PipelineDeps } from "./pipeline";
import { retrieve } from "./retrieve";
import type { ConnectionTestResult } from "./types";

export async function testConnection(deps: PipelineDeps, openai: OpenAiProvider | null): Promise<ConnectionTestResult> {
  return openai ? testProvider(deps, openai) : testBuiltIn(deps);
}

async function testProvider(deps: PipelineDeps, openai: OpenAiProvider): Promise<ConnectionTestResult> {
  const { selectedModel } = await getAiSettings(deps);
  try {
    const model = await openai.ping(selectedModel);
    return { ok: true, provider: "openai", message: `The OpenAI-compatible API answered with model ${model}.` };
  } catch (err) {
    deps.log.warn({ err, provider: "openai" }, "AI connection test failed");
    return { ok: false, provider: "openai", message: `AI connection test failed: ${describeProviderError(err)}` };
  }
}

async function testBuiltIn(deps: PipelineDeps): Promise<ConnectionTestResult> {
  try {
    const [en, fr] = await Promise.all([
      retrieve(deps, "en", "artificial intelligence consulting services", { limit: 5 }),
      retrieve(deps, "fr", "conseil en intelligence artificielle", { limit: 5 }),
    ]);
    const n = en.length + fr.length;
    if (n === 0) return { ok: false, provider: "built-in", message: "The built-in assistant found no site content to answer from." };
    return { ok: true, provider: "built-in", message: `Built-in assistant answered from ${n} site passages.` };
  } catch (err) {
    deps.log.warn({ err, provider: "built-in" }, "AI connection test failed");
    return { ok: false, provider: "built-in", message: "The built-in assistant could not query the site's content." };
  }
}
