// How a library function here reports a failure (CR-CEL-006, spec/cr-validation.md §8).
//
// cel-go turns a function's error into an error value whose text the apiserver prints:
// `<text> evaluating rule: <rule>`. A function implemented here throws CelGoError with the text
// cel-go's (or the Kubernetes library's) function would give, read from its source; where that
// text cannot be reproduced, it throws NotEvaluable, and the rule is reported as not evaluated.

/** A runtime error whose text is cel-go's own, exactly. */
export class CelGoError extends Error {
  constructor(readonly celGoText: string) {
    super(celGoText);
    this.name = 'CelGoError';
  }
}

/** An evaluation whose result cel-go would give is not known here: the rule is not evaluated. */
export class NotEvaluable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'NotEvaluable';
  }
}
