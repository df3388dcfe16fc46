import { describe, expect, it } from 'vitest';
import { listType } from '../../../src/rules/cr/list-type.js';
import { pinned, runCr, widget, widgetCrd } from './cr-fixtures.js';

// cr/list-type (spec/cr-validation.md §7), after listtype/validation_test.go: the second
// occurrence of a value in a set, or of a key in a map list, is a Duplicate value at its index.

const crd = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      properties:
        tags: {type: array, x-kubernetes-list-type: set, items: {type: string}}
        objs:
          type: array
          x-kubernetes-list-type: set
          items: {type: object, x-kubernetes-map-type: atomic, x-kubernetes-preserve-unknown-fields: true}
        ports:
          type: array
          x-kubernetes-list-type: map
          x-kubernetes-list-map-keys: [port, protocol]
          items:
            type: object
            required: [port]
            properties:
              port: {type: integer}
              protocol: {type: string, default: TCP}
        byName:
          type: object
          additionalProperties:
            type: array
            x-kubernetes-list-type: map
            x-kubernetes-list-map-keys: [name]
            items: {type: object, required: [name], properties: {name: {type: string}}}
`);
const run = (body: string, base?: string) =>
  runCr({ crd, cr: widget(body), ...(base ? { baseCr: widget(base) } : {}), rules: [listType] }).map(pinned);

describe('cr/list-type (spec/cr-validation.md §7)', () => {
  it('reports the second occurrence in a set, not the third', () => {
    expect(run('spec: {tags: [a, b, a, a, b]}')).toEqual([
      'cr/list-type 5:21 spec.tags[2] | spec.tags[2] | Duplicate value | "a"',
      'cr/list-type 5:27 spec.tags[4] | spec.tags[4] | Duplicate value | "b"',
    ]);
  });

  it('compares objects in a set by their JSON, key order aside', () => {
    expect(run('spec: {objs: [{a: 1, b: 2}, {b: 2, a: 1}]}').map((l) => l.split(' | ')[1])).toEqual(['spec.objs[1]']);
  });

  it('prints the duplicate value', () => {
    const [f] = runCr({ crd, cr: widget('spec: {tags: [x, x]}'), rules: [listType] });
    expect(f?.message).toBe('spec.tags[1]: Duplicate value: "x"');
  });

  it('compares map-list items on their keys after defaulting (protocol defaults to TCP)', () => {
    const found = runCr({
      crd,
      cr: widget('spec: {ports: [{port: 80}, {port: 80, protocol: TCP}, {port: 80, protocol: UDP}]}'),
      rules: [listType],
    });
    expect(found.map((f) => f.message)).toEqual(['spec.ports[1]: Duplicate value: {"port":80,"protocol":"TCP"}']);
  });

  it('uses field.Path notation for map keys on the way (spec.byName[a.b][1])', () => {
    const cr = widget(`
      spec:
        byName:
          a.b: [{name: x}, {name: x}]
    `);
    expect(
      runCr({ crd, cr, rules: [listType] }).map((f) => (f.data as { apiserver: { path: string } }).apiserver.path),
    ).toEqual(['spec.byName[a.b][1]']);
  });

  it('distinct values are fine', () => {
    expect(run('spec: {tags: [a, b], ports: [{port: 80}, {port: 443}]}')).toEqual([]);
  });

  it('on update, is skipped whole when the old object already has a list-type error', () => {
    expect(run('spec: {tags: [a, a], ports: [{port: 1}, {port: 1}]}', 'spec: {tags: [a, a]}')).toEqual([]);
  });

  it('on update, runs when the old object had none', () => {
    expect(run('spec: {tags: [a, a]}', 'spec: {tags: [a]}')).toEqual([
      'cr/list-type 5:18 spec.tags[1] | spec.tags[1] | Duplicate value | "a"',
    ]);
  });
});
