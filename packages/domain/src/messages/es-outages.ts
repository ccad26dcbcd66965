import type { outageTexts } from './en-outages.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-outages.ts (the programme's terms: docs/glossary-es.md). */
export const esOutageTexts = {
  'outage.reading': 'Esto no se puede cargar en este momento. Inténtelo de nuevo en un minuto.',
  'outage.writing':
    'No se guardó nada: el portal no puede guardar cambios en este momento. Envíelo de nuevo en unos minutos.',
  'outage.files':
    'Los archivos no se pueden enviar ni abrir en este momento, así que no se guardó nada. Inténtelo de nuevo en unos minutos.',
  'outage.receiptReading':
    'El portal está demasiado ocupado para leer este archivo ahora. Escriba los datos de la factura.',
} satisfies Translation<typeof outageTexts>;
