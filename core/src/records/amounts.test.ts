import { describe, expect, it } from 'vitest';
import { formatAmount } from './amounts.ts';

describe('formatAmount', () => {
  it('groups a plain amount and keeps its decimals as written, one read as two', () => {
    expect(formatAmount('78500')).toBe('78,500');
    expect(formatAmount('212.40')).toBe('212.40');
    expect(formatAmount('1250000.5')).toBe('1,250,000.50');
    expect(formatAmount('0.125')).toBe('0.125');
    expect(formatAmount('78,500')).toBe('78,500');
    expect(formatAmount(' 950 ')).toBe('950');
  });

  it('keeps the currency the value names, and names none it does not', () => {
    expect(formatAmount('$78500')).toBe('$78,500');
    expect(formatAmount('-$1200.00')).toBe('-$1,200.00');
    expect(formatAmount('£4300')).toBe('£4,300');
    expect(formatAmount('USD 78500')).toBe('USD 78,500');
    expect(formatAmount('78500 EUR')).toBe('78,500 EUR');
  });

  it('leaves anything that is not one amount as the dump wrote it', () => {
    for (const v of ['78.500,00', '50k', '70000-80000', 'about 60000', 'USD 10 EUR', '1,23,456']) expect(formatAmount(v)).toBe(v);
  });
});
