import {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import CodeBlock from '@theme/CodeBlock';

import {MODEL_PRESETS} from '@site/src/data/modelPresets';
import {planMemory, type KvCacheDtype, type Plan, type PlanInput, type WeightDtype} from '@site/src/lib/memoryPlanner';
import {DEFAULT_SETTINGS, readSettings, writeSettings, type PlannerSettings} from '@site/src/lib/memoryPlannerUrl';
import styles from './styles.module.css';

const GiB = 1024 ** 3;
const gib = (bytes: number) => `${(bytes / GiB).toFixed(2)} GiB`;
const WEIGHT_DTYPES: Array<[WeightDtype, string]> = [
  ['bf16', 'BF16 / FP16'],
  ['fp8', 'FP8'],
  ['int8', 'INT8'],
  ['int4', 'AWQ / GPTQ 4-bit'],
];

function modelOf(settings: PlannerSettings): PlanInput['model'] {
  const preset = MODEL_PRESETS.find((p) => p.id === settings.model);
  if (!preset) return {...settings.custom, id: settings.model || 'your-model'};
  // The config's torch_dtype, as `--dtype auto` reads it.
  return {...preset, torchDtype: preset.torchDtype === 'float16' ? 'fp16' : 'bf16'};
}

/** A number field bound to one setting; its hint describes it without joining its name. */
function NumberField({label, value, onChange, min, max, step, hint}: {label: string; value: number; onChange: (v: number) => void; min: number; max?: number; step?: number; hint?: string}): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        value={value}
        min={min}
        max={max}
        step={step ?? 1}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => e.target.value !== '' && onChange(Number(e.target.value))}
      />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
    </div>
  );
}

/** A select with its own label (a wrapping label would take the options' text into its name). */
function SelectField({label, value, onChange, children}: {label: string; value: string; onChange: (v: string) => void; children: ReactNode}): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** One GPU's memory as a stacked bar; the list under it says the same in words. */
function MemoryBar({plan}: {plan: Plan}): ReactNode {
  const parts: Array<[string, number, string]> = [
    ['权重', plan.weights, styles.weights],
    ['激活值峰值与 CUDA 图', plan.activations + plan.cudaGraphs + plan.nonTorch, styles.activations],
    ['KV 缓存', Math.max(plan.kvBudget, 0), styles.kv],
    ['预留（不分配给 vLLM）', plan.headroom, styles.headroom],
  ];
  const total = Math.max(plan.total, parts.reduce((sum, [, bytes]) => sum + Math.max(bytes, 0), 0));
  const description = parts.map(([name, bytes]) => `${name} ${gib(Math.max(bytes, 0))}`).join('，');
  return (
    <figure className={styles.barFigure}>
      <div className={styles.bar} role="img" aria-label={`每张 GPU 的显存（共 ${gib(plan.total)}）：${description}`} data-memory-bar="">
        {parts.map(([name, bytes, className]) =>
          bytes > 0 ? <span key={name} className={className} style={{width: `${(100 * bytes) / total}%`}} /> : null,
        )}
      </div>
      <figcaption>
        <ul className={styles.legend}>
          {parts.map(([name, bytes, className]) => (
            <li key={name}>
              <span className={`${styles.swatch} ${className}`} aria-hidden="true" />
              {name}：{gib(Math.max(bytes, 0))}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/**
 * The planner: the reader's model, GPUs and flags in, vLLM v0.8.4's V1 memory budget out (the formulas
 * are src/lib/memoryPlanner.ts; this component only draws). The inputs live in the query string, so a
 * plan can be shared; the page is pre-rendered with the defaults and reads the address once hydrated.
 */
export default function MemoryPlanner(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const [settings, setSettings] = useState<PlannerSettings>(DEFAULT_SETTINGS);
  useEffect(() => setSettings(readSettings(location.search)), []); // eslint-disable-line react-hooks/exhaustive-deps
  const update = (patch: Partial<PlannerSettings>) => {
    const next = {...settings, ...patch};
    setSettings(next);
    history.replace({search: writeSettings(next), hash: location.hash});
  };
  const plan = useMemo(
    () =>
      planMemory({
        model: modelOf(settings),
        weightDtype: settings.weightDtype,
        kvCacheDtype: settings.kvCacheDtype,
        gpuMemoryGiB: settings.gpuMemoryGiB,
        numGpus: settings.numGpus,
        tensorParallelSize: settings.tensorParallelSize,
        pipelineParallelSize: settings.pipelineParallelSize,
        gpuMemoryUtilization: settings.gpuMemoryUtilization,
        maxModelLen: settings.maxModelLen,
        maxNumSeqs: settings.maxNumSeqs,
        enforceEager: settings.enforceEager,
      }),
    [settings],
  );
  const custom = !MODEL_PRESETS.some((p) => p.id === settings.model);
  const setCustom = (patch: Partial<PlannerSettings['custom']>) => update({custom: {...settings.custom, ...patch}});

  return (
    <div className={styles.planner}>
      <fieldset className={styles.inputs}>
        <legend>模型与硬件</legend>
        <SelectField
          label="模型"
          value={custom ? '' : settings.model}
          onChange={(model) => {
            const preset = MODEL_PRESETS.find((p) => p.id === model);
            // A model with a shorter context than the current --max-model-len would only fail to start.
            update({model, maxModelLen: preset ? Math.min(settings.maxModelLen, preset.maxPositionEmbeddings) : settings.maxModelLen});
          }}>
          {MODEL_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
          <option value="">自定义（填写下面的结构参数）</option>
        </SelectField>
        {custom && (
          <div className={styles.grid}>
            <NumberField label="层数 num_hidden_layers" value={settings.custom.numHiddenLayers} min={1} onChange={(v) => setCustom({numHiddenLayers: v})} />
            <NumberField label="hidden_size" value={settings.custom.hiddenSize} min={1} onChange={(v) => setCustom({hiddenSize: v})} />
            <NumberField label="注意力头数 num_attention_heads" value={settings.custom.numAttentionHeads} min={1} onChange={(v) => setCustom({numAttentionHeads: v})} />
            <NumberField label="KV 头数 num_key_value_heads" value={settings.custom.numKeyValueHeads} min={1} onChange={(v) => setCustom({numKeyValueHeads: v})} />
            <NumberField label="head_dim" value={settings.custom.headDim} min={1} onChange={(v) => setCustom({headDim: v})} />
            <NumberField label="词表大小 vocab_size" value={settings.custom.vocabSize} min={1} onChange={(v) => setCustom({vocabSize: v})} />
            <NumberField label="参数量（十亿）" value={settings.custom.params / 1e9} min={0.01} step={0.01} onChange={(v) => setCustom({params: v * 1e9})} />
            <NumberField label="max_position_embeddings" value={settings.custom.maxPositionEmbeddings} min={1} onChange={(v) => setCustom({maxPositionEmbeddings: v})} />
          </div>
        )}
        <div className={styles.grid}>
          <SelectField label="权重精度 / 量化" value={settings.weightDtype} onChange={(v) => update({weightDtype: v as WeightDtype})}>
            {WEIGHT_DTYPES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <SelectField label="--kv-cache-dtype" value={settings.kvCacheDtype} onChange={(v) => update({kvCacheDtype: v as KvCacheDtype})}>
            <option value="auto">auto（与模型相同）</option>
            <option value="fp8">fp8</option>
          </SelectField>
          <NumberField label="每张 GPU 显存（GiB）" value={settings.gpuMemoryGiB} min={1} step={0.5} hint="PyTorch 报告的总量，略小于标称：24 GB 的卡约 23.5，A100 80GB 约 79.1" onChange={(v) => update({gpuMemoryGiB: v})} />
          <NumberField label="GPU 数量" value={settings.numGpus} min={1} onChange={(v) => update({numGpus: v})} />
        </div>
      </fieldset>
      <fieldset className={styles.inputs}>
        <legend>vLLM 参数</legend>
        <div className={styles.grid}>
          <NumberField label="--tensor-parallel-size" value={settings.tensorParallelSize} min={1} onChange={(v) => update({tensorParallelSize: v})} />
          <NumberField label="--pipeline-parallel-size" value={settings.pipelineParallelSize} min={1} onChange={(v) => update({pipelineParallelSize: v})} />
          <NumberField label="--gpu-memory-utilization" value={settings.gpuMemoryUtilization} min={0.05} max={1} step={0.01} onChange={(v) => update({gpuMemoryUtilization: v})} />
          <NumberField label="--max-model-len" value={settings.maxModelLen} min={16} step={1024} onChange={(v) => update({maxModelLen: v})} />
          <NumberField label="--max-num-seqs" value={settings.maxNumSeqs} min={1} onChange={(v) => update({maxNumSeqs: v})} />
          <label className={`${styles.field} ${styles.check}`}>
            <input type="checkbox" checked={settings.enforceEager} onChange={(e) => update({enforceEager: e.target.checked})} />
            <span>--enforce-eager（不捕获 CUDA 图）</span>
          </label>
        </div>
      </fieldset>

      <section className={styles.result} aria-live="polite" aria-labelledby="planner-verdict">
        <p id="planner-verdict" className={plan.fits ? styles.fits : styles.doesNotFit} data-verdict={plan.fits ? 'fits' : 'does-not-fit'}>
          {plan.fits ? `放得下：KV 缓存可容纳 ${plan.kvTokens.toLocaleString('en-US')} 个 token，按 --max-model-len 计最多约 ${plan.maxConcurrency.toFixed(2)} 个请求同时运行。` : '放不下：按当前设置，vLLM 会在启动时报错退出。'}
        </p>
        {plan.problems.length > 0 && (
          <ul className={styles.problems}>
            {plan.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <table className={styles.figures}>
          <caption>每张 GPU 的估算（vLLM v0.8.4，V1 引擎）</caption>
          <tbody>
            <tr><th scope="row">模型权重</th><td>{gib(plan.weights)}</td></tr>
            <tr><th scope="row">激活值峰值（估算）</th><td>{gib(plan.activations)}</td></tr>
            <tr><th scope="row">CUDA 上下文等非 PyTorch 显存（估算）</th><td>{gib(plan.nonTorch)}</td></tr>
            <tr><th scope="row">CUDA 图（估算）</th><td>{gib(plan.cudaGraphs)}</td></tr>
            <tr><th scope="row">可分给 KV 缓存的显存</th><td>{gib(Math.max(plan.kvBudget, 0))}</td></tr>
            <tr><th scope="row">每个 token 的 KV 缓存</th><td>{(plan.kvBytesPerToken / 1024).toFixed(1)} KiB</td></tr>
            <tr><th scope="row">KV 缓存可容纳的 token</th><td data-kv-tokens="">{plan.kvTokens.toLocaleString('en-US')}</td></tr>
            <tr><th scope="row">--max-model-len 下的最大并发</th><td>{plan.maxConcurrency.toFixed(2)}x</td></tr>
            {plan.largestMaxModelLen !== null && (
              <tr><th scope="row">放得下的最大 --max-model-len</th><td>{plan.largestMaxModelLen.toLocaleString('en-US')}</td></tr>
            )}
            {plan.smallestTensorParallelSize !== null && (
              <tr><th scope="row">放得下的最小 --tensor-parallel-size</th><td>{plan.smallestTensorParallelSize}</td></tr>
            )}
          </tbody>
        </table>
        <MemoryBar plan={plan} />
        <CodeBlock language="bash" title="启动命令">
          {plan.command}
        </CodeBlock>
      </section>
    </div>
  );
}
