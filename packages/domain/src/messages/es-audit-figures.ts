import type { auditFigureTexts } from './en-audit-figures.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-audit-figures.ts (the programme's terms: docs/glossary-es.md). */
export const esAuditFigureTexts = {
  'auditFigures.title': 'Revisiones de solicitudes pagadas',
  'auditFigures.intro':
    'De las solicitudes pagadas enviadas en estos meses: cuántas se revisaron, cuánto dinero mal gastado encontraron las revisiones y cuánto se recuperó.',
  'auditFigures.claimsPaid': 'Solicitudes pagadas',
  'auditFigures.audited': 'Revisadas',
  'auditFigures.sampled': 'Sorteadas al azar',
  'auditFigures.flagged': 'Señaladas por su recibo',
  'auditFigures.open': 'Casos abiertos',
  'auditFigures.overdue': 'Vencidos',
  'auditFigures.findings': 'Hallazgos de mal gasto',
  'auditFigures.misspent': 'Mal gastado',
  'auditFigures.recovered': 'Recuperado',
  'auditFigures.owed': 'Todavía adeudado',
  'auditFigures.recoveryRate': 'Tasa de recuperación',
  'auditFigures.auditedNote': '{sampled} sorteadas al azar, {flagged} señaladas por su recibo',
  'auditFigures.openNote': 'Vencidos: {count}',
  'auditFigures.findingsNote': '{amount} mal gastado',
  'auditFigures.recoveredNote': '{amount} todavía adeudado',
  'auditFigures.noRate': 'No se encontró dinero mal gastado',
  'auditFigures.byProvider': 'Revisiones por proveedor',
  'auditFigures.provider': 'Proveedor',
  'auditFigures.allClaims': 'Todas las solicitudes',
  'auditFigures.noProvider': 'Todavía no se revisa ninguna solicitud de un proveedor de estos meses.',
  'auditFigures.loadFailed': 'No se pudieron cargar las cifras de las revisiones.',

  'export.programme.rate': 'Tasa (%)',
  'export.programme.audits': 'Revisiones',
  'export.programme.auditsOf': 'Revisiones de {provider}',

  'providerDebts.title': 'Dinero por devolver tras revisiones de solicitudes pagadas',
  'providerDebts.intro':
    'El programa revisó estas solicitudes que se le pagaron y encontró dinero que no se gastó como el programa permite. Devuelva lo que todavía se adeuda; le escribiremos para explicarle cómo.',
  'providerDebts.caption': 'Hallazgos por devolver, por solicitud',
  'providerDebts.claim': 'Solicitud',
  'providerDebts.reason': 'Motivo',
  'providerDebts.foundOn': 'Encontrado el',
  'providerDebts.misspent': 'Mal gastado',
  'providerDebts.repaid': 'Devuelto',
  'providerDebts.owed': 'Todavía adeudado',
  'providerDebts.total': 'Todavía adeudado en total: {amount}',
  'providerDebts.loadFailed':
    'No se pudo cargar el dinero por devolver. Vuelva a cargar la página para intentarlo de nuevo.',
} satisfies Translation<typeof auditFigureTexts>;
