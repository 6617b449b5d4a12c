// Small statistics and formatting helpers.

export function median(values) {
  const list = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (list.length === 0) return NaN;
  const mid = Math.floor(list.length / 2);
  return list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2;
}

export const ratio = (value) => `${value.toFixed(value < 0.1 ? 3 : 2)}x`;
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
export const ops = (value) => `${value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString('en-AU')} ops/s`;
