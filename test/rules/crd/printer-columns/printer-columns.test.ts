import { printerColumns } from '../../../../src/rules/crd/printer-columns/printer-columns.js';
import { ruleTester } from '../../../support/rule-tester.js';
import { versionEntry, widgetCrd } from '../schema/widget-crd.js';

// spec/crd-validation.md §7, CRD-COLS-001..004: identical columns in every version are hoisted
// to spec.additionalPrinterColumns, and jsonPath is reported as the internal `JSONPath`.

// v1's column is on line 15 (at column 11), v2's on line 21; an empty line stands for no v2.
const withColumn = (name: string, storage: boolean, column: string) =>
  versionEntry(name, storage, '{type: object}', ['additionalPrinterColumns:', `  - ${column}`]);
const crd = (v1: string, v2?: string) =>
  widgetCrd({ versions: [withColumn('v1', true, v1), v2 === undefined ? '' : withColumn('v2', false, v2)].join('\n') });

ruleTester(printerColumns, {
  valid: [
    {
      name: 'CRD-COLS-001, CRD-COLS-002, CRD-COLS-004: a string column with a name and a simple jsonPath',
      head: crd('{name: Phase, type: string, jsonPath: .status.phase}'),
    },
    {
      name: 'CRD-COLS-002, CRD-COLS-003: an integer column in int64, in every version',
      head: crd(
        '{name: Replicas, type: integer, format: int64, jsonPath: .spec.replicas}',
        '{name: Replicas, type: number, format: double, jsonPath: .spec.replicas}',
      ),
    },
    {
      name: 'CRD-COLS-004: a path with brackets is simple enough; it is not checked against the schema',
      head: crd('{name: First, type: string, jsonPath: ".status.conditions[0].type"}'),
    },
    {
      name: 'CRD-COLS-003: a date column with a date-time format and a priority',
      head: crd('{name: Age, type: date, format: date-time, priority: 1, jsonPath: .metadata.creationTimestamp}'),
    },
  ],
  invalid: [
    {
      name: 'CRD-COLS-001, CRD-COLS-002, CRD-COLS-004: an empty column, hoisted',
      head: crd('{}'),
      findings: [
        {
          line: 15,
          column: 11,
          fieldPath: 'spec.versions[0].additionalPrinterColumns[0].name',
          apiserver: { path: 'spec.additionalPrinterColumns[0].name', type: 'Required value', detail: '' },
        },
        {
          line: 15,
          column: 11,
          fieldPath: 'spec.versions[0].additionalPrinterColumns[0].type',
          message:
            'the apiserver rejects widgets.example.com: spec.additionalPrinterColumns[0].type: Required value: must be one of boolean,date,integer,number,string; set type to one of boolean, date, integer, number, string',
          apiserver: {
            path: 'spec.additionalPrinterColumns[0].type',
            type: 'Required value',
            detail: 'must be one of boolean,date,integer,number,string',
          },
        },
        {
          line: 15,
          column: 11,
          fieldPath: 'spec.versions[0].additionalPrinterColumns[0].jsonPath',
          apiserver: { path: 'spec.additionalPrinterColumns[0].JSONPath', type: 'Required value', detail: '' },
        },
      ],
    },
    {
      name: 'CRD-COLS-002, CRD-COLS-003, CRD-COLS-004: a float type, a uuid format and a path without a dot',
      head: crd('{name: Size, type: float, format: uuid, jsonPath: status.size}'),
      findings: [
        {
          line: 15,
          column: 30,
          apiserver: {
            path: 'spec.additionalPrinterColumns[0].type',
            type: 'Invalid value',
            detail: '"float": must be one of boolean,date,integer,number,string',
          },
        },
        {
          line: 15,
          column: 45,
          apiserver: {
            path: 'spec.additionalPrinterColumns[0].format',
            type: 'Invalid value',
            detail: '"uuid": must be one of byte,date,date-time,double,float,int32,int64,password',
          },
        },
        {
          line: 15,
          column: 61,
          fieldPath: 'spec.versions[0].additionalPrinterColumns[0].jsonPath',
          apiserver: {
            path: 'spec.additionalPrinterColumns[0].JSONPath',
            type: 'Invalid value',
            detail: '"status.size": must be a simple json path starting with .',
          },
        },
      ],
    },
    {
      name: 'CRD-COLS-002: columns that differ stay per version',
      head: crd('{name: A, type: string, jsonPath: .a}', '{name: B, type: str, jsonPath: .b}'),
      findings: [
        {
          line: 21,
          column: 27,
          fieldPath: 'spec.versions[1].additionalPrinterColumns[0].type',
          apiserver: {
            path: 'spec.versions[1].additionalPrinterColumns[0].type',
            type: 'Invalid value',
            detail: '"str": must be one of boolean,date,integer,number,string',
          },
        },
      ],
    },
  ],
});
