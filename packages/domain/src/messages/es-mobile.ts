import type { mobileTexts } from './en-mobile.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-mobile.ts (the programme's terms: docs/glossary-es.md). */
export const esMobileTexts = {
  'mobile.permission.camera':
    'Permita que Ohio ACE use su cámara para tomar fotos de las facturas y los recibos de sus solicitudes.',
  'mobile.permission.photos':
    'Permita que Ohio ACE abra sus fotos para que pueda adjuntar facturas y recibos a sus solicitudes.',
  'mobile.loading': 'Buscando actualizaciones…',
  'mobile.pullToRefresh': 'Deslice hacia abajo para actualizar sus saldos',
  'mobile.files.camera': 'Tomar una foto',
  'mobile.files.library': 'Elegir de las fotos',
  'mobile.files.documents': 'Elegir un documento',
  'mobile.files.hintNoPdf': 'Hasta 5 archivos (JPEG, PNG o WebP), de menos de 10 MB cada uno',
  'mobile.preApproval.quoteFile.hintNoPdf':
    'Opcional, además del enlace o en su lugar: una imagen de la cotización (JPEG, PNG o WebP), de menos de 10 MB.',
  'mobile.files.permissionDenied':
    'Por favor, permita el acceso en su configuración para adjuntar archivos desde aquí.',
  'mobile.date.choose': 'Elegir una fecha',
  'mobile.openLink': 'Se abre en su navegador',
  'mobile.toast.dismiss': 'Cerrar el mensaje',
  'mobile.files.remove': 'Quitar',
  'mobile.bank.failureTitle': 'Su cuenta bancaria no se vinculó',
} satisfies Translation<typeof mobileTexts>;
