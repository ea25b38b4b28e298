import type { Messages } from './en';
import privacyEs from './privacy/es';
import mailEs from './mail/es';
import freePageEs from './free-page/es';

const messages: Messages = {
  'language.label': 'Idioma',
  'language.change': 'Cambiar',

  'site.home': 'Inicio de SpeakerPro',
  'site.nav': 'Sitio',
  'site.blog': 'Blog',
  'site.terms': 'Términos',
  'site.privacy': 'Privacidad',
  'site.admin': 'Administración',
  'site.rights': '© {year} SpeakerPro. Todos los derechos reservados.',
  'site.version': 'Versión {version}',

  'form.pageTitle': '{title} · Opinión para {speaker}',
  'form.pageDescription': '¿Qué le pareció «{title}»? Su opinión llega directamente a {speaker}.',
  'form.heading': '¿Qué le pareció la charla?',
  'form.intro': 'Su opinión llega directamente a {speaker}.',
  'form.introGift': 'Como agradecimiento, recibirá <b>{gift}</b>.',
  'form.requiredHint': 'Todos los campos son obligatorios, salvo los marcados como opcionales.',
  'form.ratingLegend': 'Su valoración',
  'form.stars': '{count, plural, one {# estrella} many {# de estrellas} other {# estrellas}}',
  'form.testimonialPlaceholder': '¿Qué se lleva de esta charla?',
  'form.businessInquiryPlaceholder': '¿Le gustaría a su equipo contratar una charla o un taller?',
  'form.takeawayQuestion': '¿Qué es lo primero que hará de forma diferente después de esta charla? (opcional)',
  'form.bookingQuestion': '¿Contrata ponentes o influye en la elección de quién interviene en sus eventos? (opcional)',
  'form.yes': 'Sí',
  'form.no': 'No',
  'form.referralQuestion': '¿Quién más debería escuchar esta charla? (opcional)',
  'form.referralHint':
    '{speaker} recibe el nombre y el correo electrónico de esa persona solo si marca la casilla de abajo. El propio SpeakerPro nunca envía correos a esa persona.',
  'form.referralHintNoSpeaker':
    'El ponente recibe el nombre y el correo electrónico de esa persona solo si marca la casilla de abajo. El propio SpeakerPro nunca envía correos a esa persona.',
  'form.referralConsent': '{name} ha aceptado que yo comparta su nombre y su correo electrónico con {speaker}',
  'form.referralConsentNoName': 'Esta persona ha aceptado que yo comparta su nombre y su correo electrónico con {speaker}',
  'form.theSpeaker': 'el ponente',
  'form.tryAgain': 'Reintentar',
  'form.submit': 'Enviar opinión',
  'form.submitting': 'Enviando…',
  'form.submitHint': 'Elija una valoración en estrellas y complete los campos obligatorios para enviar su opinión.',
  'form.lengthHint': '{count} de {max, plural, one {{max} carácter} many {{max} de caracteres} other {{max} caracteres}}',
  'form.lengthHintOver':
    '{count} de {max, plural, one {{max} carácter} many {{max} de caracteres} other {{max} caracteres}}: acórtelo en {over}.',
  'form.rejected': 'Revise sus respuestas y vuelva a intentarlo.',
  'form.rateLimited': 'En este momento llegan demasiadas respuestas desde esta red. Espere un minuto y vuelva a intentarlo.',
  'form.problemNetwork': 'Sin conexión. Seguiremos intentándolo. Sus respuestas están a salvo.',
  'form.problemServer': 'No se han podido guardar sus respuestas en este momento. Seguiremos intentándolo. Sus respuestas están a salvo.',
  'form.problemBusy': 'Están llegando muchas respuestas a la vez. Seguiremos intentándolo. Sus respuestas están a salvo.',

  'field.rating': 'Valoración',
  'field.testimonial': 'Su testimonio',
  'field.firstName': 'Nombre',
  'field.jobRole': 'Cargo',
  'field.workEmail': 'Correo electrónico profesional',
  'field.businessInquiry': 'Consulta comercial (opcional)',
  'field.contactConsent': 'Consentimiento de contacto',
  'field.publishConsent': 'Consentimiento de publicación',
  'field.takeaway': 'Lo que se lleva',
  'field.booksSpeakers': 'Contratación de ponentes',
  'field.referralName': 'Nombre de la persona',
  'field.referralEmail': 'Correo electrónico de la persona',
  'field.referralConsent': 'Consentimiento de la persona',

  'problem.required': 'El campo «{field}» es obligatorio',
  'problem.tooLong':
    'El campo «{field}» admite como máximo {max, plural, one {{max} carácter} many {{max} de caracteres} other {{max} caracteres}}',
  'problem.email': 'El campo «{field}» debe contener una dirección de correo electrónico válida',
  'problem.referralNameWithoutEmail': 'El campo «{field}» es obligatorio si indica un nombre',
  'problem.referralWithoutConsent':
    'El campo «{field}» es necesario antes de que facilitemos el correo electrónico: marque la casilla o deje en blanco los datos de esa persona',
  'problem.invalid': 'El campo «{field}» no es válido',

  'page.feedbackTitle': 'Opinión',
  'page.loadFailed': 'No se ha podido cargar esta página en este momento. Vuelva a intentarlo en unos instantes.',
  'page.notFoundTitle': 'Charla no encontrada',
  'page.notFoundMessage':
    'Este enlace de opinión no corresponde a ninguna charla. Compruebe el enlace o vuelva a escanear el código QR de la diapositiva del ponente.',
  'page.thankYouBrokenTitle': '¡Gracias!',
  'page.thankYouBrokenMessage': 'Este enlace de agradecimiento no funciona. Vuelva a abrirlo desde su correo electrónico.',

  'thanks.pageTitle': '¡Gracias! · SpeakerPro',
  'thanks.heading': '¡Gracias!',
  'thanks.sentTo': 'Su opinión se ha enviado a {speaker}.',
  'thanks.sent': 'Su opinión se ha enviado.',
  'thanks.done': 'He terminado',
  'thanks.pending': '¡Gracias! Para confirmar esta respuesta, abra el enlace que le hemos enviado a {email}. Es válido durante 7 días.',
  'thanks.tooManyLinks':
    'Ya hemos enviado a {email} varios enlaces para confirmar una respuesta. Use uno de ellos o vuelva a intentarlo dentro de una hora.',

  'gift.label': 'Su regalo gratuito',
  'gift.accessCode': 'Código de acceso',
  'gift.copyAccessCode': 'Copiar código de acceso',
  'gift.copy': 'Copiar',
  'gift.get': 'Obtener su regalo',
  'gift.continue': 'Continuar',
  'gift.copied': '¡Copiado al portapapeles!',
  'gift.accessCodeCopied': 'Código de acceso copiado.',
  'gift.copyFailed': 'No se ha podido copiar',
  'gift.copyFailedHint': 'Copie el texto manualmente',
  'gift.onItsWay': 'Su regalo está en camino',
  'gift.downloadStarted': 'La descarga ha comenzado.',
  'gift.openedInTab': 'Se ha abierto en una pestaña nueva.',
  'gift.enjoy': '¡Disfrute de su regalo!',
  'gift.thanksAgainTo': 'Gracias de nuevo por su opinión para {speaker}.',
  'gift.thanksAgain': 'Gracias de nuevo por su opinión.',

  'graphic.label': 'Su imagen de testimonio',
  'graphic.heading': 'Comparta lo que dijo',
  'graphic.description': 'Sus palabras en una imagen de 1080 × 1080, lista para LinkedIn.',
  'graphic.make': 'Descargar su imagen de testimonio',
  'graphic.making': 'Creando su imagen…',
  'graphic.again': 'Descargar de nuevo',
  'graphic.error': 'No se ha podido crear su imagen en este momento. Vuelva a intentarlo.',

  'giftMail.subject': 'Su regalo de {speaker}: {title}',
  'giftMail.subjectNoSpeaker': 'Su regalo de parte del ponente: {title}',
  'giftMail.greeting': 'Hola, {name}:',
  'giftMail.greetingNoName': 'Hola:',
  'giftMail.intro': '¡Gracias por su opinión sobre mi charla! Como le prometí, aquí tiene su regalo:',
  'giftMail.download': 'Descargar su regalo',
  'giftMail.startCourse': 'Empezar el curso',
  'giftMail.getGift': 'Obtener su regalo',
  'giftMail.accessCode': 'Código de acceso:',
  'giftMail.signOff': 'Un saludo,',
  'giftMail.keptOnThankYouPage': 'Su regalo también está disponible en su página de agradecimiento: {url}',
  'giftMail.why': 'Recibe este correo electrónico porque pidió el regalo al responder. Las respuestas a este correo llegan a {speaker}.',

  'confirmMail.subject': 'Confirme su nueva respuesta sobre «{title}»',
  'confirmMail.intro':
    'Alguien, probablemente usted, ha enviado una nueva respuesta sobre «{title}» con esta dirección, con la que ya se había respondido.',
  'confirmMail.action': 'Para sustituir su primera respuesta por la nueva, abra este enlace en un plazo de 7 días:',
  'confirmMail.notYou': 'Si no fue usted, ignore este correo electrónico: su primera respuesta se mantiene tal cual.',

  'done.pageTitle': 'Gracias · SpeakerPro',
  'done.heading': 'Gracias por ayudar a {speaker} a mejorar',
  'done.headingNoSpeaker': 'Gracias por ayudar al ponente a mejorar',
  'done.body': 'Cada respuesta mejora la próxima charla. Ya puede cerrar esta página.',
  'done.home': 'Volver al inicio',

  'confirm.pageTitle': 'Confirme su nueva respuesta · SpeakerPro',
  'confirm.heading': 'Confirme su nueva respuesta',
  'confirm.body':
    'Ha enviado una nueva respuesta acerca de una charla sobre la que ya había respondido. Confirme para sustituir la primera respuesta por esta.',
  'confirm.button': 'Sustituir mi respuesta',
  'confirm.doneHeading': 'Su nueva respuesta se ha guardado',
  'confirm.doneBody': 'Sustituye a su primera respuesta sobre «{title}».',
  'confirm.invalid': 'Este enlace no es válido, ya se ha usado o ha caducado. Vuelva a enviar su respuesta para recibir uno nuevo.',
  'confirm.incomplete': 'Este enlace está incompleto. Vuelva a abrirlo desde el correo electrónico.',

  // The thank-you page of an answer kept until its e-mailed link is followed, and a thank-you address without its key.
  'thanks.pendingConfirmed': 'Ha confirmado su nueva respuesta desde el correo electrónico: ha sustituido a la primera.',
  'thanks.pendingExpired':
    'El enlace que enviamos a {email} para confirmar su nueva respuesta ha caducado, por lo que sigue siendo válida la primera. Para cambiarla, vuelva a enviar su nueva respuesta.',
  'thanks.incompleteLink':
    'Este enlace de agradecimiento está incompleto, por lo que no puede mostrar su respuesta. Si le enviamos un correo electrónico tras su respuesta, abra el enlace que contiene.',

  ...privacyEs,
  ...mailEs,
  ...freePageEs,
};

export default messages;
