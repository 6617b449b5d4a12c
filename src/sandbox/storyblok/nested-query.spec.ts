import { parseNestedQuery } from './nested-query';

const parse = (query: string) => JSON.parse(JSON.stringify(parseNestedQuery(new URLSearchParams(query)))) as unknown;

describe('nested query parsing (bracket keys as the js-client sends them)', () => {
  it('should nest URL-encoded bracket keys', () => {
    expect(parse('filter_query%5Bcategories%5D%5Bany_in_array%5D=a,b&token=t')).toEqual({
      filter_query: { categories: { any_in_array: 'a,b' } },
      token: 't',
    });
  });

  it('should keep indexed __or groups as an object of groups', () => {
    expect(parse('filter_query[__or][0][a][is]=true&filter_query[__or][1][b][in]=x')).toEqual({
      filter_query: { __or: { 0: { a: { is: 'true' } }, 1: { b: { in: 'x' } } } },
    });
  });

  it('should start a new group for each [] entry, so the client array form keeps its OR groups', () => {
    expect(parse('filter_query[__or][][a][is]=true&filter_query[__or][][b][in]=x')).toEqual({
      filter_query: { __or: [{ a: { is: 'true' } }, { b: { in: 'x' } }] },
    });
  });

  it('should take a key with unbalanced brackets literally and ignore prototype keys', () => {
    expect(parse('a[b=1&__proto__[x]=1&c[constructor][y]=2')).toEqual({ 'a[b': '1', c: {} });
  });
});
