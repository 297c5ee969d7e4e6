import {equivalentDoc, topicKey, type VersionDoc} from '@site/src/lib/versionEquivalents';

const docs = (...ids: string[]): VersionDoc[] => ids.map((id) => ({id, path: `/${id}`}));
const current = docs('index', 'getting-started/quickstart', 'features/quantization/gguf', 'inference-and-serving/openai_compatible_server',
  'inference-and-serving/engine_args', 'deployment/frameworks/index', 'deployment/integrations/index', 'inference-and-serving/integrations/index', 'features/lora');
const legacy = docs('index', 'quantization/gguf', 'serving/openai-compatible-server', 'models/engine-arguments', 'serving/integrations/index');
const pairs = [
  ['inference-and-serving/engine_args', 'models/engine-arguments'],
  ['deployment/frameworks/index', 'serving/integrations/index'],
  ['features/lora', 'models/using-lora-adapters'],
] as const;
const toLegacy = (id: string) => equivalentDoc(id, {fromDocs: current, toDocs: legacy, fromCurrent: true}, pairs)?.id;
const toCurrent = (id: string) => equivalentDoc(id, {fromDocs: legacy, toDocs: current, fromCurrent: false}, pairs)?.id;

describe('the same topic in the other tree', () => {
  it('reads a topic from the file name, or the folder name of an index page, with _ as -', () => {
    expect(topicKey('inference-and-serving/openai_compatible_server')).toBe('openai-compatible-server');
    expect(topicKey('serving/integrations/index')).toBe('integrations');
    expect(topicKey('index')).toBe('index');
  });

  it('finds the same id, a listed pair, or the one page with the same file name', () => {
    expect(toLegacy('index')).toBe('index');
    expect(toLegacy('inference-and-serving/engine_args')).toBe('models/engine-arguments');
    expect(toLegacy('features/quantization/gguf')).toBe('quantization/gguf');
    expect(toLegacy('inference-and-serving/openai_compatible_server')).toBe('serving/openai-compatible-server');
    expect(toCurrent('serving/openai-compatible-server')).toBe('inference-and-serving/openai_compatible_server');
    expect(toCurrent('models/engine-arguments')).toBe('inference-and-serving/engine_args');
  });

  it('uses a listed pair where file names are ambiguous, and finds nothing rather than guess', () => {
    // Two current index pages are called "integrations": only the listed pair decides.
    expect(toCurrent('serving/integrations/index')).toBe('deployment/frameworks/index');
    expect(toLegacy('inference-and-serving/integrations/index')).toBeUndefined();
    // A listed pair whose other page does not exist yet is no equivalent.
    expect(toLegacy('features/lora')).toBeUndefined();
    expect(toLegacy('getting-started/quickstart')).toBeUndefined();
  });
});
