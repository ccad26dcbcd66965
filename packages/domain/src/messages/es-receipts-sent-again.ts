import type { receiptSentAgainTexts } from './en-receipts-sent-again.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-receipts-sent-again.ts (the programme's terms: docs/glossary-es.md). */
export const esReceiptSentAgainTexts = {
  'receipt.alreadySent': 'Este recibo ya se envió con la solicitud {id} el {date}.',
  'receipt.alreadySentMore': 'Este recibo ya se envió con la solicitud {id} el {date}, y otra vez después.',
  'claimForm.sentAgain.label': '¿Por qué lo envía de nuevo?',
  'claimForm.sentAgain.hint': 'Por ejemplo, un segundo pago de la misma factura.',
  'claim.sentAgain.required': 'Díganos por qué envía este recibo de nuevo.',
  'claim.sentAgain.tooLong': 'El motivo puede tener como máximo {max} caracteres',
  'claimView.sentAgain':
    'Se le avisó a la familia que un recibo de esta solicitud ya se había enviado con otra de sus solicitudes, y lo envió de nuevo. Su motivo: {reason}',
} satisfies Translation<typeof receiptSentAgainTexts>;
