import {DEFAULT_SETTINGS, readSettings, writeSettings} from '@site/src/lib/memoryPlannerUrl';

describe('memory planner settings in the query string', () => {
  it('the defaults make an empty query, and an empty query gives the defaults', () => {
    expect(writeSettings(DEFAULT_SETTINGS)).toBe('');
    expect(readSettings('')).toEqual(DEFAULT_SETTINGS);
  });

  it('a plan round-trips through its link', () => {
    const plan = {
      ...DEFAULT_SETTINGS,
      model: 'meta-llama/Llama-3.1-70B-Instruct',
      weightDtype: 'int4' as const,
      kvCacheDtype: 'fp8' as const,
      gpuMemoryGiB: 79.1,
      numGpus: 4,
      tensorParallelSize: 4,
      gpuMemoryUtilization: 0.95,
      maxModelLen: 16384,
      maxNumSeqs: 64,
      enforceEager: true,
    };
    const search = writeSettings(plan);
    expect(search).toBe('?model=meta-llama%2FLlama-3.1-70B-Instruct&w=int4&kv=fp8&mem=79.1&gpus=4&tp=4&util=0.95&len=16384&seqs=64&eager=1');
    expect(readSettings(search)).toEqual(plan);
  });

  it("the reader's own model keeps its numbers", () => {
    const own = {...DEFAULT_SETTINGS, model: '', custom: {...DEFAULT_SETTINGS.custom, numHiddenLayers: 48, numKeyValueHeads: 4, params: 14e9}};
    const search = writeSettings(own);
    expect(search).toContain('layers=48');
    expect(readSettings(search)).toEqual(own);
  });

  it('unreadable values fall back to the defaults', () => {
    const s = readSettings('?tp=zero&len=-5&util=3&w=int3&kv=fp4&mem=');
    expect(s.tensorParallelSize).toBe(DEFAULT_SETTINGS.tensorParallelSize);
    expect(s.maxModelLen).toBe(DEFAULT_SETTINGS.maxModelLen);
    expect(s.gpuMemoryUtilization).toBe(1);
    expect(s.weightDtype).toBe('bf16');
    expect(s.kvCacheDtype).toBe('auto');
    expect(s.gpuMemoryGiB).toBe(DEFAULT_SETTINGS.gpuMemoryGiB);
  });
});
