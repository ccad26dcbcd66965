import type { accessRecordTexts } from './en-access-record.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-access-record.ts (the programme's terms: docs/glossary-es.md). */
export const esAccessRecordTexts = {
  'accessRecord.kind.claim': 'Abrió la solicitud',
  'accessRecord.kind.family': 'Abrió los datos de la familia',
  'accessRecord.kind.file': 'Abrió un archivo de recibo',
  'accessRecord.by': 'Por {name} ({email})',
  'accessRecord.from': 'Desde {address}',
  'accessRecord.file': 'Archivo {id} de la solicitud {claimId}',
  'accessRecord.claim.heading': 'Quién vio esta solicitud',
  'accessRecord.claim.loading': 'Cargando quién vio esta solicitud…',
  'accessRecord.claim.empty': 'Nadie del programa ha abierto esta solicitud todavía.',
  'accessRecord.claim.capped':
    'Se muestran los {count} más recientes. El registro de accesos de la familia los incluye todos.',
  'accessRecord.family.notFound': 'No se encontró esta familia',
  'accessRecord.family.label': 'Familia',
  'accessRecord.family.openHint': 'Abrir los datos de la familia (queda registrado que usted los vio)',
  'accessRecord.family.heading': 'Familia de {name}',
  'accessRecord.family.loading': 'Cargando los datos de la familia…',
  'accessRecord.family.email': 'Correo electrónico',
  'accessRecord.family.bankDetails': 'Datos bancarios',
  'accessRecord.family.bankDetails.yes': 'Proporcionados',
  'accessRecord.family.bankDetails.no': 'No proporcionados',
  'accessRecord.family.children': 'Estudiantes',
  'accessRecord.family.noChildren': 'No hay estudiantes registrados para esta familia.',
  'accessRecord.family.funds': 'Disponibles {available} · Pendientes {pending} · Gastados {spent}',
  'accessRecord.family.claims': 'Solicitudes de {name}',
  'accessRecord.family.noClaims': 'Todavía no hay solicitudes.',
  'accessRecord.family.claim': 'Solicitud {id}: {amount}, {status}, {date}',
  'accessRecord.family.download': 'Descargar el registro de accesos',
  'accessRecord.family.downloadHint':
    'Cada vez que el personal del programa vio los datos de esta familia, del más reciente al más antiguo, en formato CSV.',
  'accessRecord.family.close': 'Cerrar los datos de la familia',
  'accessRecord.csv.at': 'Cuándo',
  'accessRecord.csv.staffName': 'Miembro del personal',
  'accessRecord.csv.staffEmail': 'Correo electrónico del personal',
  'accessRecord.csv.kind': 'Qué se abrió',
  'accessRecord.csv.claimId': 'ID de la solicitud',
  'accessRecord.csv.fileId': 'ID del archivo',
  'accessRecord.csv.address': 'Dirección',
} satisfies Translation<typeof accessRecordTexts>;
