// Checked by tsc --strict (wasm/test): the declarations describe what the package
// answers, and reject what it rejects.
import * as urispec from 'urispec';
import type { CheckRecord, Components, ContractError, CompareRecord } from 'urispec';

const record: CheckRecord = urispec.check('http://a/', { revision: ['rfc2396', '3986'] });
const first = record.revisions[0];
if (first !== undefined && !first.valid && first.error !== undefined) {
  const error: ContractError = first.error;
  const offset: number | null = error.offset;
  void offset;
}
const components: Components | null = urispec.components('http://a/', 'rfc3986');
const query: string | null | undefined = components?.query;
void query;
const compared: CompareRecord = urispec.compare('http://a/', { whatwg: true, base: 'http://b/' });
const normal: string | ContractError | undefined = compared.revisions[0]?.normal;
void normal;
const valid: boolean = urispec.isValid('http://a/', '3986');
void valid;
const target: string | undefined = urispec.resolve('http://a/b', 'c').revisions[0]?.target;
void target;
const max: number = urispec.MAX_INPUT_BYTES;
void max;

// @ts-expect-error: an input is a string
urispec.check(42);
// @ts-expect-error: options are an object
urispec.check('http://a/', 'rfc3986');
// @ts-expect-error: the level is syntax or scheme
urispec.normalize('http://a/', { level: 'deep' });
