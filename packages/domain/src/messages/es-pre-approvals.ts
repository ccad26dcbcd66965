import type { preApprovalTexts } from './en-pre-approvals.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-pre-approvals.ts (the programme's terms: docs/glossary-es.md). */
export const esPreApprovalTexts = {
  'preApproval.amount.invalid': 'Escriba la cantidad que espera pagar, mayor que cero.',
  'preApproval.category.required': 'Elija qué tipo de compra es.',
  'preApproval.description.required': 'Diga qué quiere comprar y para qué es.',
  'preApproval.description.tooLong': 'La descripción debe tener menos de {max} caracteres.',
  'preApproval.expectedDate.invalid': 'Escriba la fecha en que espera comprarlo.',
  'preApproval.expectedDate.outside': 'Escriba una fecha entre el {first} y el {last}.',
  'preApproval.provider.required':
    'Escriba el número del proveedor, o los datos de un proveedor que no forma parte del programa.',
  'preApproval.provider.notFound': 'No encontramos un proveedor con este número. Revíselo.',
  'preApproval.provider.inactive': 'Este proveedor no está activo en el programa. Elija otro proveedor.',
  'preApproval.quoteLink.invalid': 'Escriba un enlace a la cotización, como www.example.com/cotizacion.',
  'preApproval.notFound': 'No encontramos esta aprobación previa.',
  'preApproval.action.required': 'Elija si aprueba, envía al proveedor o rechaza.',
  'preApproval.action.notOffered': 'Esta acción no se ofrece para esta aprobación previa.',
  'preApproval.alreadyDecided': 'Esta aprobación previa ya está decidida.',
  'preApprovalReview.column.id': 'Aprobación previa',
  'preApprovalReview.column.student': 'Estudiante',
  'preApprovalReview.column.parent': 'Padre, madre o tutor',
  'preApprovalReview.column.amount': 'Cantidad',
  'preApprovalReview.column.category': 'Categoría',
  'preApprovalReview.column.provider': 'Proveedor',
  'preApprovalReview.column.expected': 'Compra prevista',
  'preApprovalReview.column.asked': 'Pedida el',
  'preApprovalReview.column.age': 'Antigüedad (días)',
  'preApprovalReview.column.action': 'Acción',
  'preApprovalReview.openAction': 'Revisar',
  'preApprovalReview.openLabel': 'Revisar la aprobación previa {id}',
  'preApprovalReview.title': 'Aprobación previa {id}',
  'preApprovalReview.description': 'Qué es y para qué es',
  'preApprovalReview.providerOutside': '{name} (no forma parte del programa)',
  'preApprovalReview.quote': 'Cotización',
  'preApprovalReview.quoteLink': 'Abrir la cotización',
  'preApprovalReview.noQuote': 'No se envió una cotización.',
  'preApprovalReview.askedToday': '{date} (hoy)',
  'preApprovalReview.askedAgo': { one: '{date} (hace {count} día)', other: '{date} (hace {count} días)' },
  'preApprovalReview.decide.title': 'Su decisión',
  'preApprovalReview.decide.intro':
    'La cantidad queda reservada para la familia mientras espera, y también una vez aprobada.',
  'preApprovalReview.decide.none': 'Esta aprobación previa no espera su decisión.',
  'preApprovalReview.action.pass': 'Pasar al proveedor',
  'preApprovalReview.reject.title': 'Rechazar la aprobación previa',
  'preApprovalReview.approved': 'La aprobación previa {id} está aprobada. La familia recibe un correo electrónico.',
  'preApprovalReview.passed': 'La aprobación previa {id} se envió a su proveedor para que decida.',
  'preApprovalReview.rejected':
    'La aprobación previa {id} está rechazada. La familia recibe un correo electrónico con el motivo.',
  'preApprovalReview.loadFailed': 'No pudimos cargar las aprobaciones previas.',
  'preApprovalReview.retry': 'Intentar de nuevo',
  'preApprovalQueue.title': 'Aprobaciones previas',
  'preApprovalQueue.intro':
    'Las familias preguntan antes de comprar. Apruebe la de un proveedor que no forma parte del programa, pase al proveedor la de un proveedor del programa, o recházela con un motivo.',
  'preApprovalQueue.caption': 'Aprobaciones previas que esperan al personal de apoyo, las más antiguas primero',
  'preApprovalQueue.empty': 'No hay aprobaciones previas pendientes.',
  'preApprovalQueue.count': 'Pendientes: {count}',
  'providerPreApprovals.title': 'Aprobaciones previas que esperan su decisión',
  'providerPreApprovals.intro':
    'Las familias preguntan antes de comprarle a usted. Apruebe cada petición, o recházela con un motivo. El dinero queda reservado para la familia mientras usted decide.',
  'providerPreApprovals.caption': 'Aprobaciones previas que esperan su decisión, las más antiguas primero',
  'providerPreApprovals.empty': 'Ninguna aprobación previa espera su decisión.',
  'preApproval.ask.link': 'Pregunte antes de comprar',
  'preApproval.ask.linkFor': 'Pregunte antes de comprar para {name}',
  'preApproval.screen.title': 'Pregunte antes de comprar',
  'preApproval.screen.intro':
    'Díganos qué piensa comprar para {name}. Lo revisamos antes de que pague y reservamos el dinero mientras lo revisamos.',
  'preApproval.form.title': 'Su petición',
  'preApproval.form.amount.label': 'Cantidad que espera pagar',
  'preApproval.form.description.label': 'Qué es y para qué es',
  'preApproval.form.expectedDate.label': 'Cuándo espera comprarlo',
  'preApproval.form.quoteLink.label': 'Enlace a la cotización',
  'preApproval.form.quoteLink.hint': 'Opcional: una página web o un archivo compartido que muestre el precio.',
  'preApproval.form.send': 'Pedir aprobación previa',
  'preApproval.form.sending': 'Enviando su petición',
  'preApproval.sent':
    'Recibimos su petición. El dinero queda reservado mientras la revisamos, y le escribiremos cuando se decida.',
  'preApproval.list.title': 'Sus peticiones',
  'preApproval.list.empty': 'Todavía no ha preguntado antes de comprar para {name}.',
  'preApproval.list.loadFailed': 'No pudimos cargar sus peticiones.',
  'preApproval.list.retry': 'Intentar de nuevo',
  'preApproval.item.title': '{amount} para {category}',
  'preApproval.item.details': '{provider} · previsto el {date}',
  'dashboard.held': '{amount} queda reservado para sus peticiones de aprobación previa, aparte de lo Disponible.',
  'preApproval.state.pending': 'Esperando una decisión. Mientras tanto, el dinero queda reservado para usted.',
  'preApproval.state.approved':
    'Aprobada. {left} queda reservado para usted hasta el {date}: envíe la solicitud después de comprar.',
  'preApproval.state.used': 'Aprobada y usada por sus solicitudes.',
  'preApproval.state.rejected': 'No aprobada. Motivo: {reason}',
  'preApproval.state.expired': 'Vencida: el dinero ya no queda reservado para usted. Puede preguntar otra vez.',
  'preApproval.use.notApproved': 'Esta aprobación previa no está aprobada o ya venció. Envíe la solicitud sin ella.',
  'preApproval.use.usedUp': 'Esta aprobación previa ya se usó por completo. Envíe la solicitud sin ella.',
  'preApproval.use.different':
    'Esta solicitud no es para el estudiante, el proveedor y el tipo de compra aprobados. Envíela sin la aprobación previa.',
  'preApproval.use.dateOutside':
    'La aprobación previa cubre fechas del {first} al {last}. Revise la fecha del servicio.',
  'preApproval.claim.choice': 'Usar una aprobación previa',
  'preApproval.claim.none': 'No usar una aprobación previa',
  'preApproval.claim.option': 'Quedan {left} para {category} con {provider}',
  'preApproval.claim.details': 'Hasta el {date}: {description}',
  'preApproval.claim.rules':
    'La solicitud debe ser para el mismo proveedor y la misma categoría, con una fecha del servicio del {first} al {last}.',
  'preApproval.claim.covered': 'Cubierta por completo: se paga cuando se lee el recibo, sin revisión.',
  'preApproval.claim.difference':
    'La aprobación previa cubre {covered}. La solicitud se revisa por la diferencia de {difference}.',
  'preApproval.claim.available':
    'Disponible para esta solicitud: {amount}, con los {held} que reserva su aprobación previa.',
  'preApproval.item.claim': 'Enviar una solicitud con esta aprobación previa',
  'meritCsScreen.event.preApprovalReturned': 'Parte aprobada previamente devuelta a la aprobación previa',
  'mail.preApprovalReceived.subject': 'Recibimos su petición de aprobación previa de {amount}',
  'mail.preApprovalReceived.body':
    'Recibimos su petición de aprobación previa de {amount} para {child}. El dinero queda reservado para usted mientras la revisamos, y le escribiremos cuando esté decidido.',
  'mail.preApprovalApproved.subject': 'Su compra de {amount} tiene aprobación previa',
  'mail.preApprovalApproved.body':
    'Puede comprarlo: {amount} para {child} tiene aprobación previa y queda reservado para usted hasta el {date}. Envíe la solicitud con el recibo después de comprar.',
  'mail.preApprovalRejected.subject': 'Su petición de aprobación previa de {amount} no fue aprobada',
  'mail.preApprovalRejected.body':
    'Su petición de aprobación previa de {amount} para {child} no fue aprobada. Motivo: {reason}',
  'mail.preApprovalRejected.next': 'Puede pedirla otra vez con lo que falta.',
  'mail.preApprovalReminder.subject': 'Su aprobación previa de {amount} vence el {date}',
  'mail.preApprovalReminder.body':
    'Su aprobación previa de {amount} para {child} se puede usar hasta el {date}. Después, el dinero ya no queda reservado para usted.',
  'mail.preApprovalReview.subject': 'Una petición de aprobación previa de {amount} espera su revisión',
  'mail.preApprovalReview.body':
    'Un padre, madre o tutor pregunta si el programa pagará {amount} para {child} antes de comprarle a usted. Apruebe o rechace la petición a más tardar el {due}, con su sesión iniciada en su panel: {link}',
  'mail.preApprovalReview.threeDaysLeft.subject':
    'Petición de aprobación previa de {amount}: quedan 3 días hábiles para revisarla',
  'mail.preApprovalReview.threeDaysLeft.body':
    'La petición de aprobación previa de {amount} para {child} sigue esperando su revisión. Por favor, apruébela o recházela a más tardar el {due}, con su sesión iniciada en su panel: {link}',
  'mail.preApprovalReview.lastDay.subject':
    'Petición de aprobación previa de {amount}: hoy es el último día para revisarla',
  'mail.preApprovalReview.lastDay.body':
    'La petición de aprobación previa de {amount} para {child} sigue esperando su revisión, y hoy, {due}, es el último día. Por favor, apruébela o recházela con su sesión iniciada en su panel: {link}',
  'mail.preApprovalReview.action': 'Abrir su panel',
  'preApproval.quoteFile.one': 'Envíe un solo archivo con la cotización.',
  'preApproval.quoteFile.required': 'Elija el archivo de la cotización.',
  'preApproval.form.quoteFile.label': 'La cotización como archivo',
  'preApproval.form.quoteFile.hint':
    'Opcional, además del enlace o en su lugar: un PDF o una imagen de la cotización (JPEG, PNG o WebP), de menos de 10 MB.',
  'preApproval.form.quoteFile.choose': 'Elegir un archivo',
  'preApproval.form.quoteFile.drop': 'Arrastre el archivo aquí o elíjalo',
  'preApproval.item.quoteFile': 'Cotización: {name}',
} satisfies Translation<typeof preApprovalTexts>;
