import { KubeYamlError, Scanner, type Mark, type ScalarStyle, type Token } from './scanner.js';

// The parser of go-yaml v2 (parserc.go, libyaml's state machine), ported state by state: the
// events of one YAML stream, with the marks of their tokens. Like the scanner it runs only for
// documents js-yaml refuses.

export type EventType =
  | 'stream-start'
  | 'stream-end'
  | 'document-start'
  | 'document-end'
  | 'alias'
  | 'scalar'
  | 'sequence-start'
  | 'sequence-end'
  | 'mapping-start'
  | 'mapping-end';

export interface TagDirective {
  readonly handle: string;
  readonly prefix: string;
}

export interface ParseEvent {
  readonly type: EventType;
  readonly start: Mark;
  readonly end: Mark;
  readonly anchor?: string;
  /** The resolved tag (`tag:yaml.org,2002:str`, `!local`, `!`); '' when none. */
  readonly tag?: string;
  readonly value?: string;
  /** A plain scalar without a tag, or with the non-specific tag `!`: its type is resolved. */
  readonly implicit?: boolean;
  readonly style?: ScalarStyle | 'flow' | 'block';
  readonly tagDirectives?: readonly TagDirective[];
  /** For an empty scalar that stands for a missing value: its mark is where its `:` or `-` ends. */
  readonly afterIndicator?: boolean;
  /** For a scalar: where its own text starts and ends (without its tag and anchor). */
  readonly valueStart?: Mark;
  readonly valueEnd?: Mark;
}

type State =
  | 'stream-start'
  | 'implicit-document-start'
  | 'document-start'
  | 'document-content'
  | 'document-end'
  | 'block-node'
  | 'block-node-or-indentless-sequence'
  | 'flow-node'
  | 'block-sequence-first-entry'
  | 'block-sequence-entry'
  | 'indentless-sequence-entry'
  | 'block-mapping-first-key'
  | 'block-mapping-key'
  | 'block-mapping-value'
  | 'flow-sequence-first-entry'
  | 'flow-sequence-entry'
  | 'flow-sequence-entry-mapping-key'
  | 'flow-sequence-entry-mapping-value'
  | 'flow-sequence-entry-mapping-end'
  | 'flow-mapping-first-key'
  | 'flow-mapping-key'
  | 'flow-mapping-value'
  | 'flow-mapping-empty-value'
  | 'end';

const DEFAULT_TAG_DIRECTIVES: readonly TagDirective[] = [
  { handle: '!', prefix: '!' },
  { handle: '!!', prefix: 'tag:yaml.org,2002:' },
];

export class Parser {
  private readonly scanner: Scanner;
  private state: State = 'stream-start';
  private readonly states: State[] = [];
  private readonly marks: Mark[] = [];
  private tagDirectives: TagDirective[] = [];

  constructor(text: string) {
    this.scanner = new Scanner(text);
  }

  /** The next event, or undefined after the stream's end. Throws KubeYamlError. */
  next(): ParseEvent | undefined {
    if (this.scanner.atStreamEnd || this.state === 'end') return undefined;
    return this.stateMachine();
  }

  private peek(): Token {
    return this.scanner.peek();
  }

  private skip(): void {
    this.scanner.skip();
  }

  private pop(): State {
    return this.states.pop() ?? 'end';
  }

  private error(problem: string, mark: Mark, context = ''): never {
    throw new KubeYamlError(problem, mark, context);
  }

  private stateMachine(): ParseEvent {
    switch (this.state) {
      case 'stream-start':
        return this.parseStreamStart();
      case 'implicit-document-start':
        return this.parseDocumentStart(true);
      case 'document-start':
        return this.parseDocumentStart(false);
      case 'document-content':
        return this.parseDocumentContent();
      case 'document-end':
        return this.parseDocumentEnd();
      case 'block-node':
        return this.parseNode(true, false);
      case 'block-node-or-indentless-sequence':
        return this.parseNode(true, true);
      case 'flow-node':
        return this.parseNode(false, false);
      case 'block-sequence-first-entry':
        return this.parseBlockSequenceEntry(true);
      case 'block-sequence-entry':
        return this.parseBlockSequenceEntry(false);
      case 'indentless-sequence-entry':
        return this.parseIndentlessSequenceEntry();
      case 'block-mapping-first-key':
        return this.parseBlockMappingKey(true);
      case 'block-mapping-key':
        return this.parseBlockMappingKey(false);
      case 'block-mapping-value':
        return this.parseBlockMappingValue();
      case 'flow-sequence-first-entry':
        return this.parseFlowSequenceEntry(true);
      case 'flow-sequence-entry':
        return this.parseFlowSequenceEntry(false);
      case 'flow-sequence-entry-mapping-key':
        return this.parseFlowSequenceEntryMappingKey();
      case 'flow-sequence-entry-mapping-value':
        return this.parseFlowSequenceEntryMappingValue();
      case 'flow-sequence-entry-mapping-end':
        return this.parseFlowSequenceEntryMappingEnd();
      case 'flow-mapping-first-key':
        return this.parseFlowMappingKey(true);
      case 'flow-mapping-key':
        return this.parseFlowMappingKey(false);
      case 'flow-mapping-value':
        return this.parseFlowMappingValue(false);
      case 'flow-mapping-empty-value':
        return this.parseFlowMappingValue(true);
      case 'end':
        throw new KubeYamlError('no more events', this.peek().start);
    }
  }

  private parseStreamStart(): ParseEvent {
    const token = this.peek();
    if (token.type !== 'stream-start') this.error('did not find expected <stream-start>', token.start);
    this.state = 'implicit-document-start';
    this.skip();
    return { type: 'stream-start', start: token.start, end: token.end };
  }

  private parseDocumentStart(implicit: boolean): ParseEvent {
    let token = this.peek();
    if (!implicit) {
      while (token.type === 'document-end') {
        this.skip();
        token = this.peek();
      }
    }
    if (
      implicit &&
      token.type !== 'version-directive' &&
      token.type !== 'tag-directive' &&
      token.type !== 'document-start' &&
      token.type !== 'stream-end'
    ) {
      this.processDirectives();
      this.states.push('document-end');
      this.state = 'block-node';
      return { type: 'document-start', start: token.start, end: token.end, tagDirectives: [] };
    }
    if (token.type !== 'stream-end') {
      const start = token.start;
      const directives = this.processDirectives();
      token = this.peek();
      if (token.type !== 'document-start') this.error('did not find expected <document start>', token.start);
      this.states.push('document-end');
      this.state = 'document-content';
      this.skip();
      return { type: 'document-start', start, end: token.end, tagDirectives: directives };
    }
    this.state = 'end';
    this.skip();
    return { type: 'stream-end', start: token.start, end: token.end };
  }

  private parseDocumentContent(): ParseEvent {
    const token = this.peek();
    if (['version-directive', 'tag-directive', 'document-start', 'document-end', 'stream-end'].includes(token.type)) {
      this.state = this.pop();
      return emptyScalar(token.start);
    }
    return this.parseNode(true, false);
  }

  private parseDocumentEnd(): ParseEvent {
    const token = this.peek();
    let end = token.start;
    if (token.type === 'document-end') {
      end = token.end;
      this.skip();
    }
    this.tagDirectives = [];
    this.state = 'document-start';
    return { type: 'document-end', start: token.start, end };
  }

  private parseNode(block: boolean, indentlessSequence: boolean): ParseEvent {
    let token = this.peek();
    if (token.type === 'alias') {
      this.state = this.pop();
      this.skip();
      return { type: 'alias', start: token.start, end: token.end, anchor: token.value ?? '' };
    }
    let start = token.start;
    let end = token.start;
    let tagToken: Token | undefined;
    let anchor: string | undefined;
    if (token.type === 'anchor') {
      anchor = token.value;
      start = token.start;
      end = token.end;
      this.skip();
      token = this.peek();
      if (token.type === 'tag') {
        tagToken = token;
        end = token.end;
        this.skip();
        token = this.peek();
      }
    } else if (token.type === 'tag') {
      tagToken = token;
      start = token.start;
      end = token.end;
      this.skip();
      token = this.peek();
      if (token.type === 'anchor') {
        anchor = token.value;
        end = token.end;
        this.skip();
        token = this.peek();
      }
    }
    let tag = '';
    if (tagToken) {
      const handle = tagToken.value ?? '';
      const suffix = tagToken.suffix ?? '';
      if (handle === '') tag = suffix;
      else {
        const directive = this.tagDirectives.find((d) => d.handle === handle);
        if (directive) tag = directive.prefix + suffix;
        if (tag === '') this.error('found undefined tag handle', tagToken.start, 'while parsing a node');
      }
    }
    const props = { ...(anchor === undefined ? {} : { anchor }), tag };
    const implicit = tag === '';
    if (indentlessSequence && token.type === 'block-entry') {
      this.state = 'indentless-sequence-entry';
      return { type: 'sequence-start', start, end: token.end, ...props, implicit, style: 'block' };
    }
    if (token.type === 'scalar') {
      const plainImplicit = (tag === '' && token.style === 'plain') || tag === '!';
      this.state = this.pop();
      this.skip();
      return {
        type: 'scalar',
        start,
        end: token.end,
        ...props,
        value: token.value ?? '',
        implicit: plainImplicit,
        ...(token.style ? { style: token.style } : {}),
        valueStart: token.start,
        valueEnd: token.end,
      };
    }
    if (token.type === 'flow-sequence-start') {
      this.state = 'flow-sequence-first-entry';
      return { type: 'sequence-start', start, end: token.end, ...props, implicit, style: 'flow' };
    }
    if (token.type === 'flow-mapping-start') {
      this.state = 'flow-mapping-first-key';
      return { type: 'mapping-start', start, end: token.end, ...props, implicit, style: 'flow' };
    }
    if (block && token.type === 'block-sequence-start') {
      this.state = 'block-sequence-first-entry';
      return { type: 'sequence-start', start, end: token.end, ...props, implicit, style: 'block' };
    }
    if (block && token.type === 'block-mapping-start') {
      this.state = 'block-mapping-first-key';
      return { type: 'mapping-start', start, end: token.end, ...props, implicit, style: 'block' };
    }
    if (anchor !== undefined || tag !== '') {
      this.state = this.pop();
      return { type: 'scalar', start, end, ...props, value: '', implicit, style: 'plain' };
    }
    this.error(
      'did not find expected node content',
      token.start,
      block ? 'while parsing a block node' : 'while parsing a flow node',
    );
  }

  private parseBlockSequenceEntry(first: boolean): ParseEvent {
    if (first) {
      this.marks.push(this.peek().start);
      this.skip();
    }
    let token = this.peek();
    if (token.type === 'block-entry') {
      const mark = token.end;
      this.skip();
      token = this.peek();
      if (token.type !== 'block-entry' && token.type !== 'block-end') {
        this.states.push('block-sequence-entry');
        return this.parseNode(true, false);
      }
      this.state = 'block-sequence-entry';
      return emptyScalar(mark, true);
    }
    if (token.type === 'block-end') {
      this.state = this.pop();
      this.marks.pop();
      this.skip();
      return { type: 'sequence-end', start: token.start, end: token.end };
    }
    this.error("did not find expected '-' indicator", token.start, 'while parsing a block collection');
  }

  private parseIndentlessSequenceEntry(): ParseEvent {
    let token = this.peek();
    if (token.type === 'block-entry') {
      const mark = token.end;
      this.skip();
      token = this.peek();
      if (
        token.type !== 'block-entry' &&
        token.type !== 'key' &&
        token.type !== 'value' &&
        token.type !== 'block-end'
      ) {
        this.states.push('indentless-sequence-entry');
        return this.parseNode(true, false);
      }
      this.state = 'indentless-sequence-entry';
      return emptyScalar(mark, true);
    }
    this.state = this.pop();
    return { type: 'sequence-end', start: token.start, end: token.start };
  }

  private parseBlockMappingKey(first: boolean): ParseEvent {
    if (first) {
      this.marks.push(this.peek().start);
      this.skip();
    }
    let token = this.peek();
    if (token.type === 'key') {
      const mark = token.end;
      this.skip();
      token = this.peek();
      if (token.type !== 'key' && token.type !== 'value' && token.type !== 'block-end') {
        this.states.push('block-mapping-value');
        return this.parseNode(true, true);
      }
      this.state = 'block-mapping-value';
      return emptyScalar(mark);
    }
    if (token.type === 'block-end') {
      this.state = this.pop();
      this.marks.pop();
      this.skip();
      return { type: 'mapping-end', start: token.start, end: token.end };
    }
    this.error('did not find expected key', token.start, 'while parsing a block mapping');
  }

  private parseBlockMappingValue(): ParseEvent {
    let token = this.peek();
    if (token.type === 'value') {
      const mark = token.end;
      this.skip();
      token = this.peek();
      if (token.type !== 'key' && token.type !== 'value' && token.type !== 'block-end') {
        this.states.push('block-mapping-key');
        return this.parseNode(true, true);
      }
      this.state = 'block-mapping-key';
      return emptyScalar(mark, true);
    }
    this.state = 'block-mapping-key';
    return emptyScalar(token.start);
  }

  private parseFlowSequenceEntry(first: boolean): ParseEvent {
    if (first) {
      this.marks.push(this.peek().start);
      this.skip();
    }
    let token = this.peek();
    if (token.type !== 'flow-sequence-end') {
      if (!first) {
        if (token.type === 'flow-entry') {
          this.skip();
          token = this.peek();
        } else {
          this.error("did not find expected ',' or ']'", token.start, 'while parsing a flow sequence');
        }
      }
      if (token.type === 'key') {
        this.state = 'flow-sequence-entry-mapping-key';
        this.skip();
        return { type: 'mapping-start', start: token.start, end: token.end, tag: '', implicit: true, style: 'flow' };
      }
      if (token.type !== 'flow-sequence-end') {
        this.states.push('flow-sequence-entry');
        return this.parseNode(false, false);
      }
    }
    this.state = this.pop();
    this.marks.pop();
    this.skip();
    return { type: 'sequence-end', start: token.start, end: token.end };
  }

  private parseFlowSequenceEntryMappingKey(): ParseEvent {
    const token = this.peek();
    if (token.type !== 'value' && token.type !== 'flow-entry' && token.type !== 'flow-sequence-end') {
      this.states.push('flow-sequence-entry-mapping-value');
      return this.parseNode(false, false);
    }
    const mark = token.end;
    this.skip();
    this.state = 'flow-sequence-entry-mapping-value';
    return emptyScalar(mark);
  }

  private parseFlowSequenceEntryMappingValue(): ParseEvent {
    let token = this.peek();
    if (token.type === 'value') {
      this.skip();
      token = this.peek();
      if (token.type !== 'flow-entry' && token.type !== 'flow-sequence-end') {
        this.states.push('flow-sequence-entry-mapping-end');
        return this.parseNode(false, false);
      }
    }
    this.state = 'flow-sequence-entry-mapping-end';
    return emptyScalar(token.start);
  }

  private parseFlowSequenceEntryMappingEnd(): ParseEvent {
    const token = this.peek();
    this.state = 'flow-sequence-entry';
    return { type: 'mapping-end', start: token.start, end: token.start };
  }

  private parseFlowMappingKey(first: boolean): ParseEvent {
    if (first) {
      this.marks.push(this.peek().start);
      this.skip();
    }
    let token = this.peek();
    if (token.type !== 'flow-mapping-end') {
      if (!first) {
        if (token.type === 'flow-entry') {
          this.skip();
          token = this.peek();
        } else {
          this.error("did not find expected ',' or '}'", token.start, 'while parsing a flow mapping');
        }
      }
      if (token.type === 'key') {
        this.skip();
        token = this.peek();
        if (token.type !== 'value' && token.type !== 'flow-entry' && token.type !== 'flow-mapping-end') {
          this.states.push('flow-mapping-value');
          return this.parseNode(false, false);
        }
        this.state = 'flow-mapping-value';
        return emptyScalar(token.start);
      }
      if (token.type !== 'flow-mapping-end') {
        this.states.push('flow-mapping-empty-value');
        return this.parseNode(false, false);
      }
    }
    this.state = this.pop();
    this.marks.pop();
    this.skip();
    return { type: 'mapping-end', start: token.start, end: token.end };
  }

  private parseFlowMappingValue(empty: boolean): ParseEvent {
    let token = this.peek();
    if (empty) {
      this.state = 'flow-mapping-key';
      return emptyScalar(token.start);
    }
    if (token.type === 'value') {
      this.skip();
      token = this.peek();
      if (token.type !== 'flow-entry' && token.type !== 'flow-mapping-end') {
        this.states.push('flow-mapping-key');
        return this.parseNode(false, false);
      }
    }
    this.state = 'flow-mapping-key';
    return emptyScalar(token.start);
  }

  private processDirectives(): TagDirective[] {
    const directives: TagDirective[] = [];
    let sawVersion = false;
    for (
      let token = this.peek();
      token.type === 'version-directive' || token.type === 'tag-directive';
      token = this.peek()
    ) {
      if (token.type === 'version-directive') {
        if (sawVersion) this.error('found duplicate %YAML directive', token.start);
        // go-yaml v2 reads YAML 1.1 documents only.
        if (token.major !== 1 || token.minor !== 1) this.error('found incompatible YAML document', token.start);
        sawVersion = true;
      } else {
        const value = { handle: token.value ?? '', prefix: token.suffix ?? '' };
        if (this.tagDirectives.some((d) => d.handle === value.handle))
          this.error('found duplicate %TAG directive', token.start);
        this.tagDirectives.push(value);
        directives.push(value);
      }
      this.skip();
    }
    for (const d of DEFAULT_TAG_DIRECTIVES)
      if (!this.tagDirectives.some((t) => t.handle === d.handle)) this.tagDirectives.push(d);
    return directives;
  }
}

/** A scalar that stands for a missing node (yaml_parser_process_empty_scalar). */
function emptyScalar(mark: Mark, afterIndicator = false): ParseEvent {
  return {
    type: 'scalar',
    start: mark,
    end: mark,
    tag: '',
    value: '',
    implicit: true,
    style: 'plain',
    ...(afterIndicator ? { afterIndicator } : {}),
  };
}
