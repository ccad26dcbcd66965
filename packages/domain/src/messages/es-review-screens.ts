import type { reviewScreenTexts } from './en-review-screens.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-review-screens.ts (the programme's terms: docs/glossary-es.md). */
export const esReviewScreenTexts = {
  'reviewScreen.loading': 'Cargando la solicitud…',
  'reviewScreen.type.internal': 'Revisión interna',
  'reviewScreen.type.external': 'Revisión del proveedor de servicios',

  'reviewScreen.facts.status': 'Estado de la solicitud',
  'reviewScreen.facts.available': 'Fondos disponibles del estudiante',
  'reviewScreen.facts.pending': 'Fondos pendientes del estudiante',
  'reviewScreen.facts.earliestDate': 'Primera fecha del servicio permitida para este año de la solicitud',

  'reviewScreen.relevant.caption': 'Solicitudes del mismo estudiante o con los mismos recibos',
  'reviewScreen.relevant.studentName': 'Nombre del estudiante',
  'reviewScreen.relevant.status': 'Estado',
  'reviewScreen.relevant.submittedDate': 'Fecha de envío',
  'reviewScreen.relevant.serviceProvider': 'Proveedor de servicios',
  'reviewScreen.relevant.amount': 'Monto',
  'reviewScreen.relevant.reviewLink': 'Enlace de revisión',
  'reviewScreen.relevant.empty': 'No hay otras solicitudes de este estudiante ni con los mismos recibos.',
  'reviewScreen.relevant.review': 'Revisar',
  'reviewScreen.relevant.reviewLabel': 'Revisar la solicitud de {amount} enviada el {date}',
  'reviewScreen.relevant.noLink': 'Sin revisión abierta',
  'reviewScreen.relevant.noProvider': 'Ningún proveedor del programa',

  'reviewScreen.assign.intro':
    'Asigne a esta solicitud un proveedor de servicios del programa, por ejemplo cuando la familia escribió uno equivocado.',
  'reviewScreen.assign.label': 'Número de proveedor de servicios',
  'reviewScreen.assign.hint': 'El número de 6 dígitos de un proveedor del programa',
  'reviewScreen.assign.submit': 'Asignar',

  'reviewScreen.footer.title': 'Su revisión',
  'reviewScreen.reviewerName.label': 'Su nombre',
  'reviewScreen.reviewerName.hint': 'Su nombre se guarda con la decisión',
  'reviewScreen.blocked.title': 'Las acciones están desactivadas',
  'reviewScreen.inactive.title': 'Proveedor de servicios inactivo',

  'reviewScreen.reject.title': 'Rechazar la solicitud',
  'reviewScreen.reject.reason': 'Motivo',
  'reviewScreen.reject.reasonPlaceholder': 'Elija un motivo',
  'reviewScreen.reject.notes': 'Descripción',
  'reviewScreen.reject.notesHint':
    "Obligatoria cuando el motivo es 'Otro'. La familia la lee en el correo electrónico.",
  'reviewScreen.approve.title': 'Aprobar la solicitud',
  'reviewScreen.approve.confirm': '¿Aprobar la solicitud de {amount} para {student}?',
  'reviewScreen.pass.title': 'Enviar a revisión externa',
  'reviewScreen.pass.confirm':
    'La solicitud de {amount} para {student} pasa la revisión interna y va a {provider} para su revisión.',

  'reviewScreen.error.title': 'Esta solicitud no se puede abrir',
  'reviewScreen.error.signIn': 'Iniciar sesión como Merit CS',
  'reviewScreen.error.linkHelp':
    'Vuelva a abrir el enlace del correo electrónico, completo. Si todavía no se abre, escriba a {email} para pedir un enlace nuevo.',
  'reviewScreen.error.dashboard': 'Volver a su panel',
  'reviewScreen.back.workQueue': 'Volver a la lista de trabajo',
  'reviewScreen.reviewed.on': 'Se decidió el {date}.',
  'reviewScreen.reviewed.onBy': '{name} la decidió el {date}.',
  'reviewScreen.error.providerSignIn': 'Inicio de sesión de proveedores de servicios',
  'reviewScreen.error.staffSignIn': 'Inicio de sesión del personal de apoyo',

  'reviewScreen.outcome.approved': 'La familia recibirá un aviso por correo electrónico, y los fondos se pagarán.',
  'reviewScreen.outcome.rejected': 'La familia recibirá un aviso por correo electrónico, con el motivo.',
  'reviewScreen.outcome.sentForExternalReview':
    'Se envió al proveedor de servicios un enlace para revisar la solicitud.',
  'reviewScreen.outcome.providerDashboard': 'Ir a su panel de proveedor',
} satisfies Translation<typeof reviewScreenTexts>;
