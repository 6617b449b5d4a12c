/**
 * Stripe's form encoding (contracts.md §4): `metadata[order]=1`, `payment_method_types[]=card`,
 * `payment_method_data[card][number]=...` read into nested objects and lists.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(name: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return undefined;
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  return [match[1] ?? '', ...rest];
}

/** The nested params of a form body; throws on a key that mixes shapes (`a=1&a[b]=2`). */
export function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = keyPath(name);
    if (!path) throw new Error(`Invalid parameter name: ${name}`);
    let node: FormObject | FormValue[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsList = path[index + 1] === '';
      if (Array.isArray(node)) {
        if (segment !== '') throw new Error(`Invalid array parameter: ${name}`);
        if (last) node.push(value);
        else {
          const child: FormObject | FormValue[] = nextIsList ? [] : {};
          node.push(child);
          node = child;
        }
        return;
      }
      if (last) {
        if (segment === '' || node[segment] !== undefined) throw new Error(`Invalid parameter: ${name}`);
        node[segment] = value;
        return;
      }
      const existing: FormValue | undefined = node[segment];
      if (existing === undefined) node[segment] = nextIsList ? [] : {};
      else if (typeof existing === 'string' || Array.isArray(existing) !== nextIsList)
        throw new Error(`Invalid parameter: ${name}`);
      node = node[segment] as FormObject | FormValue[];
    });
  }
  return root;
}

export function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function object(value: FormValue | undefined): FormObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
}
