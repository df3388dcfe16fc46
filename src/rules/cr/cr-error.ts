import type { FieldErrorType } from '../../engine/field-error.js';
import type { FieldPath } from '../../engine/field-path.js';

// One error kube-apiserver returns for a custom resource (spec/cr-validation.md §2). It is the
// meeting point of the steps of cr/ validation: the OpenAPI value validation, metadata, list-type
// and CEL steps each produce these, and the rules turn them into findings.
//
// Two path notations coexist on the server (CR-PATH-001): kube-openapi's dotted strings and
// apimachinery's field.Path. `path` is always the structured path (it places the finding in the
// manifest); `renderedPath` is set where the server prints something else than `path.toString()`
// (kube-openapi's dotted form, where a map key `a.b` is not bracketed).
//
// (cr-core, for cr-cel: `typeInvalid` was added below; it marks kube-openapi's type and format
// errors, which block CEL (CR-CEL-011) while printing as plain `Invalid value`. CEL errors leave
// it unset.)

export interface CrFieldError {
  readonly type: FieldErrorType;
  /** Undefined is apimachinery's nil field.Path, printed `<nil>`: a CEL rule on the schema root and the "not checked" error. */
  readonly path: FieldPath | undefined;
  /** What the server prints for the path when it is not `path.toString()` (kube-openapi's errors). */
  readonly renderedPath?: string;
  /** Printed for Invalid, Unsupported, Duplicate and Too many values (CR-PATH-003). */
  readonly value?: unknown;
  readonly hasValue: boolean;
  readonly detail: string;
  /**
   * For a required scalar that is missing: its Go zero value, where its own schema refuses that
   * too, and how (`Unsupported value`, `Invalid value`). A webhook that only adds the fields of its
   * Go type writes that value, which does not make the object valid.
   */
  readonly zeroRefused?: { readonly value: string | number | boolean; readonly refusal: string };
  /** field.TypeInvalid: kube-openapi's type and format errors (CR-PATH-002), printed as `Invalid value`. */
  readonly typeInvalid?: boolean;
  /**
   * The node an allOf/anyOf/oneOf/not error is about, which the server leaves out (its path is nil
   * and the field is named in the detail): never printed, it tells whether the node holds a
   * template placeholder that could decide the junctor once filled in; `[]` is the root.
   */
  readonly judged?: readonly string[];
  /** Where the finding stands when the path names a container of the value (a label's value: at its key). */
  readonly at?: FieldPath;
  /** A transition rule (one that reads oldSelf) failed against the object at the base: an update's error, no create's. */
  readonly transition?: boolean;
  /**
   * An anyOf or oneOf no branch satisfied, where a branch failed for nothing but missing fields
   * (Required values, or a junctor of the same kind): a mutating webhook that sets them may
   * satisfy it, as it may each Required value.
   */
  readonly missingFieldsOnly?: true;
}

/** An error that a mutating webhook setting fields may remove: a Required value, or a junctor that only missing fields fail. */
export const isMissingFields = (e: CrFieldError): boolean =>
  e.type === 'Required value' || e.missingFieldsOnly === true;

/** The path as the server prints it (CR-PATH-001). */
export const printedPath = (e: CrFieldError): string => e.renderedPath ?? e.path?.toString() ?? '<nil>';
