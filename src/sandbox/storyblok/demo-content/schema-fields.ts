/**
 * The field kinds of the demo-content schema and the builders that declare them.
 *
 * `SchemaOf<T>` ties a component's schema to its TypeScript type (the content types of src/common/domain/cms,
 * listed in content-shared.types.ts): every field of the type must be declared (and no other), optional fields
 * must be declared optional, and the kind must fit the field's type. So when someone changes the content
 * model, tsc points at the schema to update.
 */
import type { CmsAsset, CmsBlok, CmsLink, CmsRichText } from '../../../common/domain/cms/storyblok.types';
import type { LocationName } from './content-locations';

interface Base {
  required: boolean;
}
/** free text; `allowEmpty` lets a required field be '' (e.g. `opens` of a closed day) */
export interface TextSpec extends Base {
  kind: 'text';
  allowEmpty?: boolean;
  pattern?: RegExp;
}
export interface EnumSpec<V extends string = string> extends Base {
  kind: 'enum';
  values: readonly V[];
}
/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm` (centre-local wall time) */
export interface DateSpec extends Base {
  kind: 'date';
}
/** `HH:mm` (24:00 allowed); '' only when `allowEmpty` */
export interface TimeSpec extends Base {
  kind: 'time';
  allowEmpty?: boolean;
}
/** one story uuid; `to` names the content locations the story must live in */
export interface UuidSpec extends Base {
  kind: 'uuid';
  to: readonly LocationName[];
}
export interface NumberSpec extends Base {
  kind: 'number';
}
/** the CMS number field: a number or a numeric string */
export interface NumericSpec extends Base {
  kind: 'numeric';
}
export interface BooleanSpec extends Base {
  kind: 'boolean';
}
export interface AssetSpec extends Base {
  kind: 'asset';
}
export interface LinkSpec extends Base {
  kind: 'link';
}
export interface RichTextSpec extends Base {
  kind: 'richtext';
}
/** nested bloks; 'any' admits block types of later features (only the known ones are checked) */
export interface BloksSpec extends Base {
  kind: 'bloks';
  of: readonly string[] | 'any';
  min?: number;
}
/** a list of strings (CMS multi-option); `values` or `pattern` restrict each item */
export interface ListSpec extends Base {
  kind: 'list';
  values?: readonly string[];
  pattern?: RegExp;
}
export interface UuidsSpec extends Base {
  kind: 'uuids';
  to: readonly LocationName[];
}

export type FieldSpec =
  | TextSpec
  | EnumSpec
  | DateSpec
  | TimeSpec
  | UuidSpec
  | NumberSpec
  | NumericSpec
  | BooleanSpec
  | AssetSpec
  | LinkSpec
  | RichTextSpec
  | BloksSpec
  | ListSpec
  | UuidsSpec;

export type ComponentSchema = Readonly<Record<string, FieldSpec>>;

// ---------- type-level link to the content types ----------

type KindFor<V> = [V] extends [boolean]
  ? BooleanSpec
  : [V] extends [number]
    ? NumberSpec
    : [V] extends [string]
      ? string extends V
        ? TextSpec | DateSpec | TimeSpec | UuidSpec
        : EnumSpec<V>
      : [V] extends [number | string]
        ? NumericSpec
        : [V] extends [CmsRichText]
          ? RichTextSpec
          : [V] extends [CmsAsset]
            ? AssetSpec
            : [V] extends [CmsLink]
              ? LinkSpec
              : [V] extends [CmsBlok[]]
                ? BloksSpec
                : [V] extends [string[]]
                  ? ListSpec | UuidsSpec
                  : never;

/** the declared fields of T, without CmsBlok's index signature and its bookkeeping fields */
type FieldKeys<T> = Exclude<
  keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: 0 },
  '_uid' | 'component' | '_editable'
>;
type IsOptional<T, K extends keyof T> = Partial<Pick<T, K>> extends Pick<T, K> ? true : false;

export type SchemaOf<T> = {
  [K in FieldKeys<T>]-?: K extends keyof T
    ? KindFor<NonNullable<T[K]>> & { required: IsOptional<T, K> extends true ? false : true }
    : never;
};

// ---------- builders (optional by default; wrap in `required(...)`) ----------

export const required = <S extends Base>(spec: S): Omit<S, 'required'> & { required: true } => ({
  ...spec,
  required: true,
});
export const text = (options: { allowEmpty?: boolean; pattern?: RegExp } = {}) => ({
  kind: 'text' as const,
  required: false as const,
  ...options,
});
export const oneOf = <const V extends string>(...values: V[]): EnumSpec<V> & { required: false } => ({
  kind: 'enum',
  values,
  required: false,
});
export const date = () => ({ kind: 'date' as const, required: false as const });
export const time = (options: { allowEmpty?: boolean } = {}) => ({
  kind: 'time' as const,
  required: false as const,
  ...options,
});
export const uuid = (...to: LocationName[]) => ({ kind: 'uuid' as const, required: false as const, to });
export const uuids = (...to: LocationName[]) => ({ kind: 'uuids' as const, required: false as const, to });
export const num = () => ({ kind: 'number' as const, required: false as const });
export const numeric = () => ({ kind: 'numeric' as const, required: false as const });
export const bool = () => ({ kind: 'boolean' as const, required: false as const });
export const asset = () => ({ kind: 'asset' as const, required: false as const });
export const link = () => ({ kind: 'link' as const, required: false as const });
export const richText = () => ({ kind: 'richtext' as const, required: false as const });
export const bloks = (of: readonly string[] | 'any', options: { min?: number } = {}) => ({
  kind: 'bloks' as const,
  required: false as const,
  of,
  ...options,
});
export const list = (options: { values?: readonly string[]; pattern?: RegExp } = {}) => ({
  kind: 'list' as const,
  required: false as const,
  ...options,
});
