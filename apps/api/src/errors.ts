import { translate, type FieldIssue } from '@ace/domain';

/**
 * The errors a service throws. One error handler (plugins/error-handler.ts) turns each into the envelope of
 * DESIGN.md section 6, with its status; anything else is a 500 whose details stay in the log.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: FieldIssue[] | undefined;

  constructor(status: number, code: string, message: string, issues?: FieldIssue[], options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export class ValidationError extends AppError {
  constructor(issues: FieldIssue[], code = 'VALIDATION_FAILED') {
    super(400, code, issues[0]?.message ?? translate('api.invalidRequest'), issues);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = translate('api.unauthorized')) {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(code: string, message: string) {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(code: string, message: string) {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(code: string, message: string, issues?: FieldIssue[]) {
    super(409, code, message, issues);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, 'PAYLOAD_TOO_LARGE', message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', message);
  }
}

/** A request that is well formed but breaks a rule of the programme (funds, status, provider). */
export class RuleError extends AppError {
  constructor(code: string, message: string, issues?: FieldIssue[]) {
    super(422, code, message, issues);
  }
}

/** A service the request needs cannot be reached now; `cause` (what failed) goes to the log, never to the person. */
export class ServiceUnavailableError extends AppError {
  constructor(code: string, message: string, options?: ErrorOptions) {
    super(503, code, message, undefined, options);
  }
}
