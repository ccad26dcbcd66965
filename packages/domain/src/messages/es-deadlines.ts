import type { deadlineTexts } from './en-deadlines.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-deadlines.ts (the programme's terms: docs/glossary-es.md). */
export const esDeadlineTexts = {
  'mail.reminder.threeDaysLeft.subject': 'Solicitud {id}: quedan 3 días hábiles para revisarla',
  'mail.reminder.threeDaysLeft.body':
    'La solicitud {id} de {amount} para {child} sigue esperando su revisión. Por favor, apruébela o recházela a más tardar el {due}: {link}',
  'mail.reminder.lastDay.subject': 'Solicitud {id}: hoy es el último día para revisarla',
  'mail.reminder.lastDay.body':
    'La solicitud {id} de {amount} para {child} sigue esperando su revisión, y hoy, {due}, es el último día. Por favor, apruébela o recházela: {link}',
  'mail.digest.subject': 'Ohio ACE: solicitudes en espera el {date}',
  'mail.digest.queue': 'Solicitudes que esperan revisión interna: {count}',
  'mail.digest.overdue': 'Solicitudes vencidas en los proveedores: {count}',
  'mail.digest.failedPayouts': 'Pagos que el banco no pudo hacer: {count}',
  'mail.digest.appeals': 'Apelaciones que esperan una decisión: {count} ({overdue} fuera de plazo)',
  'mail.digest.oldest': 'Las solicitudes que llevan más tiempo esperando:',
  'mail.digest.claim': 'Solicitud {id} para {child}, enviada el {submitted}, días hábiles en espera: {days}',
  'mail.digest.action': 'Abrir el panel del personal de apoyo',
} satisfies Translation<typeof deadlineTexts>;
