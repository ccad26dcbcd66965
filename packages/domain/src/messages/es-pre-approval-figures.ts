import type { preApprovalFigureTexts } from './en-pre-approval-figures.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-pre-approval-figures.ts (the programme's terms: docs/glossary-es.md). */
export const esPreApprovalFigureTexts = {
  'preApprovalFigures.title': 'Aprobaciones previas',
  'preApprovalFigures.intro':
    'Peticiones de aprobar una compra antes de hacerla, cargadas a este año escolar y hechas en estos meses: en qué estado están, qué pasó con el dinero aprobado y cuánto tardó la decisión.',
  'preApprovalFigures.asked': 'Pedidas',
  'preApprovalFigures.waiting': 'Esperando una decisión',
  'preApprovalFigures.approved': 'Aprobadas',
  'preApprovalFigures.moneyItem': 'Dinero',
  'preApprovalFigures.rejected': 'Rechazadas',
  'preApprovalFigures.expired': 'Vencidas',
  'preApprovalFigures.timeToDecision': 'Desde la petición hasta la decisión',
  'preApprovalFigures.counted': 'Decididas: {count}',
  'preApprovalFigures.noDecision': 'Todavía no se ha decidido ninguna de estas peticiones.',
  'preApprovalFigures.tooFew':
    'Todavía hay muy pocas peticiones decididas para saberlo ({count} hasta ahora). Los tiempos se muestran a partir de {minimum}.',
  'preApprovalFigures.money': 'Dinero de las peticiones aprobadas',
  'preApprovalFigures.moneyColumn': 'Monto',
  'preApprovalFigures.approvedAmount': 'Monto aprobado',
  'preApprovalFigures.usedByClaims': 'Usado por solicitudes',
  'preApprovalFigures.held': 'Todavía reservado (con las peticiones en espera)',
  'preApprovalFigures.releasedByExpiry': 'Liberado al vencer',
  'preApprovalFigures.loadFailed': 'No se pudieron cargar las cifras de las aprobaciones previas.',

  'export.programme.preApprovals': 'Aprobaciones previas',
  'export.programme.preApprovalTimeToDecision': 'Tiempo para decidir una aprobación previa',
} satisfies Translation<typeof preApprovalFigureTexts>;
