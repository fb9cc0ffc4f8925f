/**
 * Tripletex error bodies: `{status, code, message, link, developerMessage,
 * validationMessages[{field, message}], requestId}` with the Norwegian texts the real API uses.
 */
export type ValidationMessage = { field: string | null; message: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly developerMessage: string | null = null,
    readonly validationMessages: ValidationMessage[] | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }

  body(requestId: string) {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      link: "https://tripletex.no/v2-docs/",
      developerMessage: this.developerMessage,
      validationMessages: this.validationMessages,
      requestId,
    };
  }
}

/** Norwegian messages reused across resources. */
export const MSG = {
  notNull: "Kan ikke være null.",
  required: "Feltet må fylles ut.",
  unknownField: "Feltet eksisterer ikke i objektet.",
  emptyList: "Listen kan ikke være tom.",
  invalidFormat: "Ugyldig format.",
  invalidVat: "Ugyldig mva-kode.",
  inUse: "Nummeret er i bruk.",
} as const;

/** 422 code 18000 "Validering feilet." with one or more field messages. */
export function validationError(...messages: ValidationMessage[]): ApiError {
  return new ApiError(422, 18000, "Validering feilet.", "VALIDATION_ERROR", messages);
}

export function invalid(field: string | null, message: string): ApiError {
  return validationError({ field, message });
}

/** 422 code 16000: the body names a field the object does not have, or has the wrong type. */
export function mappingError(...messages: ValidationMessage[]): ApiError {
  return new ApiError(422, 16000, "Request mapping failed", "REQUEST_MAPPING_FAILED", messages);
}

export function notFound(message = "Object not found"): ApiError {
  return new ApiError(404, 6000, message, null, null);
}

export function badRequest(message: string, code = 4000): ApiError {
  return new ApiError(400, code, message, null, null);
}

export function paramError(field: string, message: string): ApiError {
  return new ApiError(422, 21000, "Validering feilet.", "PARAM_ERROR", [{ field, message }]);
}

export function conflict(message: string): ApiError {
  return new ApiError(409, 8000, message, "REVISION_CONFLICT", null);
}

export function forbidden(message = "You do not have permission to access this feature."): ApiError {
  return new ApiError(403, 9000, message, null, null);
}

export function unauthorized(): ApiError {
  return new ApiError(401, 3000, "Invalid or expired token", null, null);
}
