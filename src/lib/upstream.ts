/** The release an upstream docs.vllm.ai URL documents, e.g. "v0.8.4" for https://docs.vllm.ai/en/v0.8.4/... */
export function upstreamRelease(url: string): string | null {
  const m = /^https:\/\/docs\.vllm\.ai\/en\/(v[\d.]+[\w.]*)\//.exec(url);
  return m ? m[1]! : null;
}

export function upstreamLabel(url: string): string {
  const release = upstreamRelease(url);
  return release ? `英文原文（vLLM ${release}）` : '英文原文';
}
