// The types of the npm package `urispec`: the JSON contract of the command
// (schemas/*-record.json), one record per call.

/**
 * A revision's id (`rfc1738`, `rfc1808`, `draft-fielding-uri-url-00`, `rfc2396`, `rfc2732`,
 * `draft-fielding-uri-rfc2396bis-00`, `rfc3986`, `rfc3987`, `rfc6874`, `whatwg`: the URL
 * Standard's writing rules) or alias (`3986`, `std66`, `url-standard`); lists take `"all"` too.
 */
export type RevisionName = string;
/** `"all"`, one id or alias, a comma-separated list of them, or an array. */
export type Revisions = RevisionName | readonly RevisionName[];

/** The longest input taken, in UTF-8 bytes. */
export const MAX_INPUT_BYTES: number;

/** Why an input was rejected or a request failed. */
export interface ContractError {
  /** The byte offset (in UTF-8) where the input stops being acceptable. */
  offset: number | null;
  /** What the grammar expected there, in the document's rule names. */
  expected: string[];
  /** The document section of the rule that failed. */
  section: string | null;
  /** The whole message. */
  message: string;
}

/** An input, echoed. */
export interface Echo {
  input: string;
  input_hex?: string;
}

export interface RevisionInfo {
  id: string;
  aliases: string[];
  date: string;
  start_rule: string;
}

export interface CheckAnswer {
  revision: string;
  rule: string;
  valid: boolean;
  error?: ContractError;
  notes?: { offset: number; text: string; section: string }[];
}
export interface CheckRecord extends Echo {
  valid: boolean;
  revisions: CheckAnswer[];
}

/** The common view: `null` an undefined component, `""` an empty one, absent when the revision has none. */
export interface Components {
  scheme?: string | null;
  authority?: string | null;
  userinfo?: string | null;
  /** RFC 1738's and the 1996 draft's `user`; the URL Standard's username (`whatwg`: always `null`). */
  user?: string | null;
  /** RFC 1738's and the 1996 draft's `password`; the URL Standard's password (`whatwg`: always `null`). */
  password?: string | null;
  host?: string | null;
  port?: string | null;
  path?: string;
  query?: string | null;
  fragment?: string | null;
  [component: string]: string | null | undefined;
}

export interface ParseAnswer {
  revision: string;
  valid: boolean;
  form?: string;
  components?: Components;
  segments?: unknown[];
  tree?: unknown;
  error?: ContractError;
}
export interface ParseRecord extends Echo {
  valid: boolean;
  revisions: ParseAnswer[];
}

export interface CharacterRun {
  class: string;
  text: string;
  start: number;
}
export interface TreeNode {
  rule: string;
  text: string;
  start: number;
  end: number;
  characters?: CharacterRun[];
  children?: TreeNode[];
}
export interface TreeRecord extends Echo {
  valid: boolean;
  revisions: { revision: string; valid: boolean; tree?: TreeNode; error?: ContractError }[];
}

export interface ResolveAnswer {
  revision: string;
  target?: string;
  same_document?: boolean;
  valid_reference?: boolean;
  above_root?: boolean;
  scheme_ignored?: boolean;
  error?: ContractError;
}
export interface ResolveRecord extends Echo {
  base: string;
  resolved: boolean;
  revisions: ResolveAnswer[];
}

/** The WHATWG URL Standard's answer: a URL's getters, or failure. */
export type WhatwgUrl =
  | {
      href: string;
      protocol: string;
      username: string;
      password: string;
      host: string;
      hostname: string;
      port: string;
      pathname: string;
      search: string;
      hash: string;
    }
  | { failure: true };

export type WhatwgAnswer = WhatwgUrl & {
  resolution?: WhatwgUrl;
  differs: string[];
  by_revision: { revision: string; differs: string[] }[];
};

export interface CompareAnswer {
  revision: string;
  valid: boolean;
  form?: string;
  components?: Components;
  error?: ContractError;
  /** The normal form, or why there is none. */
  normal: string | ContractError;
  resolution?: ResolveAnswer;
}
export interface CompareRecord extends Echo {
  valid: boolean;
  revisions: CompareAnswer[];
  differ: string[];
  whatwg?: WhatwgAnswer;
}

export interface Step {
  [key: string]: unknown;
}
export interface NormalizeRecord extends Echo {
  valid: boolean;
  revisions: {
    revision: string;
    valid: boolean;
    normal?: string;
    steps?: Step[];
    notes?: unknown[];
    error?: ContractError;
  }[];
}

export interface EquivalentRecord {
  a?: Echo;
  b?: Echo;
  equivalent: boolean;
  revisions: { revision: string; [key: string]: unknown }[];
  error?: ContractError;
}

export interface EncodeRecord extends Echo {
  revision: string;
  component: string;
  literal: string;
  encoded?: string;
  error?: ContractError;
}
export interface DecodeRecord extends Echo {
  /** The octets: as text (invalid UTF-8 as `\xFF`), and in hex when not UTF-8. */
  decoded?: { text: string; hex?: string };
  error?: ContractError;
}
export interface ConvertRecord extends Echo {
  to: 'uri' | 'iri';
  section: string;
  converted?: string;
  error?: ContractError;
}

export interface RuleRef {
  rule: string;
  pest_rule: string;
  section: string;
}
export interface GrammarRule extends RuleRef {
  revision: string;
  bnf: string;
  pest: string | null;
  uses?: RuleRef[];
  used_by?: RuleRef[];
}
export interface WholeGrammar {
  revision: string;
  start_rule: string;
  rules: (RuleRef & { bnf: string })[];
}
export interface Prose {
  revision: string;
  rules: { [rule: string]: string };
  sections: { [section: string]: { title: string; text: string; source: string } };
}
export interface DiffRecord {
  from: string;
  to: string;
  [key: string]: unknown;
}

export type Level = 'syntax' | 'scheme';

export function revisions(): RevisionInfo[];
export function isValid(input: string, revision: RevisionName): boolean;
export function check(input: string, options?: { revision?: Revisions; rule?: string }): CheckRecord;
export function parse(input: string, options?: { revision?: Revisions }): ParseRecord;
export function components(input: string, revision: RevisionName): Components | null;
export function tree(input: string, options?: { revision?: Revisions; full?: boolean }): TreeRecord;
export function resolve(
  base: string,
  reference: string,
  options?: { revision?: Revisions; compat?: boolean; removeDotDot?: boolean },
): ResolveRecord;
export function compare(
  input: string,
  options?: { revision?: Revisions; base?: string | null; whatwg?: boolean },
): CompareRecord;
export function normalize(
  input: string,
  options?: { revision?: Revisions; level?: Level; rfc1738Ports?: boolean },
): NormalizeRecord;
export function equivalent(
  a: string,
  b: string,
  options?: { revision?: Revisions; level?: Level; rfc1738Ports?: boolean },
): EquivalentRecord;
export function encode(text: string, options: { revision: RevisionName; component: string }): EncodeRecord;
export function decode(text: string): DecodeRecord;
export function convert(input: string, options?: { to?: 'uri' | 'iri' }): ConvertRecord;
export function grammar(revision: RevisionName, options?: { rule?: string; uses?: boolean; usedBy?: boolean }): GrammarRule | WholeGrammar;
export function prose(revision: RevisionName): Prose;
export function diff(from: RevisionName, to: RevisionName, options?: { tries?: number }): DiffRecord;
