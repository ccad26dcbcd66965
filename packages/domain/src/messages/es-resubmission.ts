import type { resubmissionTexts } from './en-resubmission.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-resubmission.ts (the programme's terms: docs/glossary-es.md). */
export const esResubmissionTexts = {
  'resubmit.action': 'Corregir y volver a enviar',
  'resubmit.hint': 'Cambie lo que pide el motivo y luego envíe la solicitud otra vez. Sus archivos se envían con ella.',
  'resubmit.correcting': 'Usted está corrigiendo la solicitud {id}, que no fue aprobada: {reason}',
  'resubmit.notRejected': 'Solo se puede corregir y volver a enviar una solicitud que no fue aprobada.',
  'resubmit.alreadyDone': 'Esta solicitud ya se corrigió y se volvió a enviar como la solicitud {id}.',
  'resubmit.appealWaits':
    'Su apelación de esta solicitud se está decidiendo. Si la decisión se mantiene, podrá corregir la solicitud y enviarla de nuevo.',
  'resubmit.otherStudent': 'Una solicitud corregida es para el mismo estudiante que la solicitud que corrige.',
  'resubmit.unknownFile': 'Este archivo no es de la solicitud que se está corrigiendo. Por favor, elíjalo otra vez.',
  'resubmit.fileTwice':
    'Cada archivo es un archivo nuevo o uno de la solicitud que se está corrigiendo, no ambas cosas.',
  'parentClaim.timeline.resubmitted': 'Usted envió una solicitud corregida',
  'parentClaim.replacedBy': 'Usted corrigió esta solicitud y la volvió a enviar como la solicitud {id}.',
  'parentClaim.replaces': 'Esta solicitud corrige la solicitud {id}.',
  'claimView.replaces': 'Enviada de nuevo: esta solicitud corrige la solicitud rechazada {id}.',
  'claimView.replacedReason': 'Por qué se rechazó la solicitud {id}: {reason}',
  'claimView.replacedBy': 'La familia corrigió esta solicitud y la volvió a enviar como la solicitud {id}.',
} satisfies Translation<typeof resubmissionTexts>;
