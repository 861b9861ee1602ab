// A compiler for the part of ICU MessageFormat the catalogs use: `{name}`, `{n, number}`,
// `{n, plural, =0 {…} one {# …} few {…} many {…} other {…}}` and `{x, select, a {…} other {…}}`,
// with `''` for an apostrophe and `'{…}'` for literal braces. A message is parsed once, on first
// use, into a function; plural forms follow Intl.PluralRules, so Russian gets one/few/many.
// Written here rather than taken from a library because the landing page's JavaScript budget is
// tight and this subset is all the catalogs need (see the README's i18n section).

export type MessageParams = Record<string, string | number | bigint | null | undefined>;
type Part = (params: MessageParams, locale: string) => string;

export class MessageSyntaxError extends Error {
  constructor(message: string, source: string) {
    super(`${message} in message: ${source}`);
    this.name = 'MessageSyntaxError';
  }
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralCategory(locale: string, value: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(value);
}

function formatNumberArg(locale: string, value: unknown): string {
  if (typeof value !== 'number' && typeof value !== 'bigint') return value == null ? '' : String(value);
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 })));
  return format.format(value);
}

class Parser {
  private pos = 0;
  readonly names = new Set<string>();
  constructor(private readonly source: string) {}

  parse(): Part[] {
    const parts = this.parseParts(false, false);
    if (this.pos < this.source.length) this.fail('Unexpected }');
    return parts;
  }

  private fail(message: string): never {
    throw new MessageSyntaxError(`${message} at ${this.pos}`, this.source);
  }

  /** Text and arguments up to the end or a closing brace; `#` is the plural's number inside a plural branch. */
  private parseParts(inBranch: boolean, inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) {
        const literal = text;
        parts.push(() => literal);
        text = '';
      }
    };
    while (this.pos < this.source.length) {
      const char = this.source[this.pos];
      if (char === "'") {
        const next = this.source[this.pos + 1];
        if (next === "'") {
          text += "'";
          this.pos += 2;
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = this.source.indexOf("'", this.pos + 1);
          if (end < 0) this.fail('Unclosed quote');
          text += this.source.slice(this.pos + 1, end);
          this.pos = end + 1;
        } else {
          text += "'";
          this.pos += 1;
        }
      } else if (char === '{') {
        flush();
        parts.push(this.parseArgument());
      } else if (char === '}') {
        if (!inBranch) this.fail('Unexpected }');
        break;
      } else if (char === '#' && inPlural) {
        flush();
        parts.push((params, locale) => formatNumberArg(locale, params['#']));
        this.pos += 1;
      } else {
        text += char;
        this.pos += 1;
      }
    }
    flush();
    return parts;
  }

  private word(): string {
    this.skipSpace();
    const match = /^[^\s,{}]+/.exec(this.source.slice(this.pos));
    if (!match) this.fail('Expected a name');
    this.pos += match[0].length;
    this.skipSpace();
    return match[0];
  }

  private skipSpace() {
    while (/\s/.test(this.source[this.pos] ?? '')) this.pos += 1;
  }

  private expect(char: string) {
    this.skipSpace();
    if (this.source[this.pos] !== char) this.fail(`Expected ${char}`);
    this.pos += 1;
  }

  private parseArgument(): Part {
    this.expect('{');
    const name = this.word();
    this.names.add(name);
    if (this.source[this.pos] === '}') {
      this.pos += 1;
      return (params) => {
        const value = params[name];
        return value == null ? '' : String(value);
      };
    }
    this.expect(',');
    const type = this.word();
    if (type === 'number') {
      if (this.source[this.pos] === ',') {
        this.pos += 1;
        this.word();
      }
      this.expect('}');
      return (params, locale) => formatNumberArg(locale, params[name]);
    }
    if (type !== 'plural' && type !== 'select') this.fail(`Unknown argument type ${type}`);
    this.expect(',');
    const branches = new Map<string, Part[]>();
    this.skipSpace();
    while (this.source[this.pos] !== '}') {
      if (this.pos >= this.source.length) this.fail('Unclosed argument');
      const key = this.word();
      this.expect('{');
      branches.set(key, this.parseParts(true, type === 'plural'));
      this.expect('}');
      this.skipSpace();
    }
    this.pos += 1;
    if (!branches.has('other')) this.fail(`The ${type} of ${name} has no 'other' branch`);
    const render = (branch: Part[], params: MessageParams, locale: string) => branch.map((part) => part(params, locale)).join('');
    if (type === 'select') {
      return (params, locale) => {
        const value = params[name];
        const branch = branches.get(value == null ? 'other' : String(value)) ?? branches.get('other')!;
        return render(branch, params, locale);
      };
    }
    return (params, locale) => {
      const raw = params[name];
      const value = typeof raw === 'bigint' ? Number(raw) : Number(raw ?? 0);
      const branch = branches.get(`=${value}`) ?? branches.get(pluralCategory(locale, value)) ?? branches.get('other')!;
      return render(branch, { ...params, '#': raw ?? 0 }, locale);
    };
  }
}

export type CompiledMessage = (params?: MessageParams) => string;

/** Compiles one message for one locale; throws MessageSyntaxError for a malformed message. */
export function compileMessage(source: string, locale: string): CompiledMessage {
  const parts = new Parser(source).parse();
  if (parts.length === 1 && !source.includes('{')) {
    const text = parts[0]({}, locale);
    return () => text;
  }
  return (params = {}) => parts.map((part) => part(params, locale)).join('');
}

/** The argument names a message uses (a test compares them between the languages of a catalog). */
export function messageArguments(source: string): string[] {
  const parser = new Parser(source);
  parser.parse();
  return [...parser.names].sort();
}
