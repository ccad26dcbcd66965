import type { frameTexts } from './en-frame.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-frame.ts (the programme's terms: docs/glossary-es.md). */
export const esFrameTexts = {
  'app.language.label': 'Idioma',
  'app.language.en': 'English',
  'app.language.es': 'Español',
  'app.language.invalid': 'Elija inglés o español',
  'app.programmeName': 'Ohio ACE Program',
  'app.productName': 'Ohio ACE Portal',
  'app.footer.help': 'Ayuda',
  'app.footer.privacy': 'Privacidad',
  'app.footer.terms': 'Términos',
  'app.footer.copyright': '© {year} Ohio ACE Program. Todos los derechos reservados.',
  'app.helpCenter': 'Centro de ayuda',
  'app.logout': 'Cerrar sesión',
  'app.loading': 'Cargando…',
  'app.skipToContent': 'Ir al contenido principal',
  'app.home': 'Inicio de {programme}',
  'app.opensInNewTab': '(se abre en una pestaña nueva)',
  'app.support': '¿Preguntas? Escriba a {email}',
  'login.parent.title': 'Le damos la bienvenida a {programme}',
  'login.parent.subtitle': 'Inicie sesión para administrar su cuenta',
  'login.parent.button': 'Iniciar sesión con Merit',
  'login.parent.noEmailHelp': '¿No recibió un correo electrónico de Merit?',
  'login.meritCs.title': 'Portal de Merit CS',
  'login.meritCs.subtitle': 'Inicie sesión para administrar las solicitudes de Merit CS',
  'login.provider.title': 'Proveedores de servicios de {programme}',
  'login.provider.subtitle':
    'Como proveedor de servicios, vincule su cuenta bancaria y responda a sus solicitudes de pago',
  'login.provider.button': 'Vincular con Merit',
} satisfies Translation<typeof frameTexts>;
