import type privacyEn from './en';

const privacyEs: Record<keyof typeof privacyEn, string> = {
  'privacy.back': 'Privacidad',
  'privacy.toPrivacyPage': 'Ir a la página de privacidad',
  'privacy.networkError': 'No se ha podido procesar su solicitud. Inténtelo de nuevo.',
  'privacy.tooManyRequests': 'Demasiadas solicitudes desde aquí. Inténtelo de nuevo dentro de una hora.',
  'privacy.signOff': 'El equipo de SpeakerPro',

  'privacy.category.email_marketing': 'Marketing por correo electrónico',
  'privacy.category.social_media': 'Redes sociales',
  'privacy.category.testimonials': 'Testimonios',
  'privacy.category.data_sharing': 'Cesión de datos',
  'privacy.categoryInSentence.email_marketing': 'el marketing por correo electrónico',
  'privacy.categoryInSentence.social_media': 'las redes sociales',
  'privacy.categoryInSentence.testimonials': 'los testimonios',
  'privacy.categoryInSentence.data_sharing': 'la cesión de datos',
  'privacy.categoryOption.email_marketing': 'Marketing por correo electrónico: sin boletines, campañas ni invitaciones',
  'privacy.categoryOption.social_media': 'Redes sociales: no mencionarme en publicaciones de redes sociales',
  'privacy.categoryOption.testimonials': 'Testimonios: no publicar mis testimonios ni sus imágenes',
  'privacy.categoryOption.data_sharing': 'Cesión de datos: no compartir mis datos con los ponentes a los que di mi opinión',

  'privacy.optOut.title': 'Rechace el uso de sus datos con fines de marketing',
  'privacy.optOut.description':
    'Marque lo que debemos dejar de hacer con sus datos: se aplica de inmediato. Lo que rechazó antes sigue rechazado; para volver a aceptarlo, deje su casilla sin marcar y confirme con el enlace que enviamos a esa dirección.',
  'privacy.optOut.email': 'Correo electrónico',
  'privacy.optOut.legend': 'Rechazar',
  'privacy.optOut.emailRequiredTitle': 'Correo electrónico obligatorio',
  'privacy.optOut.emailRequired': 'Introduzca su dirección de correo electrónico para registrar su rechazo.',
  'privacy.optOut.savedTitle': 'Preferencias actualizadas',
  'privacy.optOut.saved': 'Sus preferencias de privacidad se han actualizado.',
  'privacy.optOut.errorTitle': 'Se ha producido un error',
  'privacy.optOut.failed': 'No se han podido actualizar sus preferencias de privacidad.',
  'privacy.optOut.saving': 'Guardando...',
  'privacy.optOut.submit': 'Actualizar preferencias de privacidad',
  'privacy.optOut.savedFor': 'Sus preferencias para <b>{email}</b> están guardadas.',
  'privacy.optOut.optedOutOf': 'Rechazado: {categories}.',
  'privacy.optOut.nothingOptedOut': 'No ha rechazado nada.',
  'privacy.optOut.linkQueued':
    'Para volver a aceptar {categories}, abra el enlace que hemos enviado a {email} (funciona una vez, durante {hours} horas). Hasta entonces, su rechazo de {categories} se mantiene.',
  'privacy.optOut.linkInOutbox':
    'El enlace para volver a aceptar {categories} no se ha enviado: este servidor no tiene configurado un servidor de correo, así que se guarda en su bandeja de salida. Hasta que se abra, el rechazo de {categories} de {email} se mantiene.',
  'privacy.optOut.linkRateLimited':
    'Ya hemos enviado a {email} {count, plural, one {# enlace} many {# enlaces} other {# enlaces}} para volver a aceptar en la última hora, así que no hemos enviado uno nuevo: use el más reciente o inténtelo de nuevo dentro de una hora. Hasta entonces, su rechazo de {categories} se mantiene.',

  'privacy.optInMail.subject': 'Confirme que vuelve a aceptar en SpeakerPro',
  'privacy.optInMail.intro':
    'Alguien, probablemente usted, envió el formulario de la página de privacidad de SpeakerPro para esta dirección sin marcar {categories}, que esta dirección había rechazado.',
  'privacy.optInMail.action': 'Para volver a aceptar {categories}, abra este enlace y confirme (funciona una vez, durante {hours} horas):',
  'privacy.optInMail.button': 'Volver a aceptar',
  'privacy.optInMail.notYou': 'Si no fue usted, ignore este correo: sus rechazos siguen como están.',

  'privacy.optIn.title': 'Volver a aceptar',
  'privacy.optIn.incomplete':
    'Este enlace está incompleto. Ábralo de nuevo desde el correo o vuelva a enviar el formulario de la página de privacidad.',
  'privacy.optIn.invalid':
    'Este enlace no es válido, ya se ha usado o ha caducado. Vuelva a enviar el formulario de la página de privacidad para recibir uno nuevo.',
  'privacy.optIn.failed': 'Este enlace no ha funcionado.',
  'privacy.optIn.checking': 'Comprobando el enlace…',
  'privacy.optIn.question': 'Volver a aceptar para <b>{email}</b>:',
  'privacy.optIn.nothingChanges': 'Nada cambia hasta que pulse el botón. El enlace funciona una vez, hasta el {until}.',
  'privacy.optIn.saving': 'Guardando…',
  'privacy.optIn.button': 'Volver a aceptar',
  'privacy.optIn.done': 'Ha vuelto a aceptar.',
  'privacy.optIn.doneDetail':
    '{email} vuelve a aceptar: {categories} (registrado el {when}). Puede volver a rechazarlo en cualquier momento en la página de privacidad.',

  'privacy.dataForm.title': 'Descargar o borrar sus datos',
  'privacy.dataForm.description':
    'Enviamos un enlace a la dirección que introduzca. Con él puede descargar todo lo que SpeakerPro guarda sobre esa dirección y borrarlo.',
  'privacy.dataForm.email': 'Su correo electrónico',
  'privacy.dataForm.emailRequired': 'Introduzca su dirección de correo electrónico.',
  'privacy.emailInvalid': 'Introduzca una dirección de correo electrónico válida.',
  'privacy.dataForm.failed': 'No se ha podido enviar el enlace. Inténtelo de nuevo.',
  'privacy.dataForm.sending': 'Enviando...',
  'privacy.dataForm.submit': 'Enviarme un enlace',
  'privacy.dataForm.sent':
    'Hemos enviado un enlace a esa dirección. Ábralo en las próximas {hours} horas para descargar o borrar lo que SpeakerPro guarda sobre usted.',

  'privacy.requestMail.subject': 'Sus datos en SpeakerPro: descárguelos o bórrelos',
  'privacy.requestMail.intro':
    'Alguien, esperamos que usted, ha pedido ver o borrar lo que SpeakerPro guarda sobre esta dirección de correo electrónico.',
  'privacy.requestMail.action': 'Abra este enlace en las próximas {hours} horas:',
  'privacy.requestMail.button': 'Ver mis datos',
  'privacy.requestMail.whatYouCanDo':
    'En esa página puede descargarlo todo como archivo ZIP (tantas veces como quiera mientras el enlace funcione) y borrarlo.',
  'privacy.requestMail.eraseNote': 'El borrado es inmediato y agota el enlace.',
  'privacy.requestMail.notYou': 'Si no lo ha pedido usted, ignore este correo: sin este enlace no se muestra ni se borra nada.',

  'privacy.request.title': 'Sus datos',
  'privacy.request.description': 'Descargue o borre lo que SpeakerPro guarda sobre su dirección de correo electrónico.',
  'privacy.request.heading': 'Sus datos en SpeakerPro',
  'privacy.request.noToken': 'Esta página se abre desde el enlace que le enviamos por correo.',
  'privacy.request.newLink': 'Pedir un enlace nuevo',
  'privacy.request.opening': 'Abriendo su enlace...',
  'privacy.request.openFailed': 'No se ha podido abrir este enlace. Inténtelo de nuevo.',
  'privacy.request.notFound': 'Este enlace no es válido. Pida uno nuevo en la página de privacidad.',
  'privacy.request.expired': 'Este enlace ha caducado (los enlaces funcionan {hours} horas). Pida uno nuevo en la página de privacidad.',
  'privacy.request.used': 'Este enlace se usó para borrar sus datos: ya no se guarda nada con él.',
  'privacy.request.erasedHeading': 'Sus datos se han borrado',
  'privacy.request.erased': 'Se ha borrado todo lo que se guardaba sobre esta dirección.',
  'privacy.request.erasedExceptAccount':
    'Se ha borrado todo lo que se guardaba sobre esta dirección, salvo su cuenta de ponente: elimínela desde el área de ponentes.',
  'privacy.request.whatWasErased': 'Lo que se ha borrado',
  'privacy.request.kept':
    'Solo conservamos una nota para no volver a escribir nunca a {email} y un registro de esta solicitud. Las copias de seguridad se renuevan en un plazo de {days} días.',
  'privacy.request.forAddress': 'Para <b>{email}</b>. Este enlace funciona hasta el {until}.',
  'privacy.request.whatWeHold': 'Lo que guardamos',
  'privacy.request.nothingHeld': 'No se guarda nada con esta dirección.',
  'privacy.request.hasAccount':
    'Esta dirección también inicia sesión en una cuenta de ponente de SpeakerPro. Borrar aquí elimina lo que usted aportó como asistente o visitante; la propia cuenta (sus eventos, respuestas y archivos) se elimina desde el área de ponentes, después de iniciar sesión.',
  'privacy.request.downloadTitle': 'Descargar',
  'privacy.request.downloadHint':
    'Un archivo ZIP con todo lo anterior en JSON y las imágenes de sus testimonios. Puede descargarlo tantas veces como quiera mientras el enlace funcione.',
  'privacy.request.downloadButton': 'Descargar mis datos',
  'privacy.request.preparing': 'Preparando su archivo ZIP...',
  'privacy.request.downloading': 'Descargando...',
  'privacy.request.downloadingShare': 'Descargando: {share, number, percent}',
  'privacy.request.downloadProgress': 'Progreso de la descarga',
  'privacy.request.downloaded': 'Descargado. Búsquelo en sus descargas.',
  'privacy.request.downloadFailed': 'La descarga ha fallado. Inténtelo de nuevo.',
  'privacy.request.eraseTitle': 'Borrar',
  'privacy.request.eraseHint':
    'Lo elimina todo de SpeakerPro de una vez, incluidas sus respuestas a los ponentes y sus imágenes. No se puede deshacer y agota este enlace.',
  'privacy.request.eraseButton': 'Borrar mis datos',
  'privacy.request.eraseFailed': 'No se han podido borrar sus datos. Inténtelo de nuevo.',
  'privacy.request.confirmTitle': '¿Borrar todo lo que guardamos sobre usted?',
  'privacy.request.confirmBody':
    'Sus respuestas, testimonios y sus imágenes, su puesto en la lista de espera, evaluaciones, consultas y correos se eliminan ahora. No se puede deshacer. Descargue antes sus datos si quiere una copia.',
  'privacy.request.cancel': 'Cancelar',
  'privacy.request.erasing': 'Borrando...',
  'privacy.request.eraseEverything': 'Borrarlo todo',

  'privacy.kind.answers': 'Respuestas de valoración',
  'privacy.kind.graphics': 'Imágenes de testimonios',
  'privacy.kind.storedFiles': 'Archivos guardados',
  'privacy.kind.pendingAnswers': 'Cambios de respuestas sin confirmar',
  'privacy.kind.referrals': 'Respuestas que le recomendaron a un ponente',
  'privacy.kind.waitlistEntries': 'Inscripciones en la lista de espera',
  'privacy.kind.assessments': 'Evaluaciones de preparación',
  'privacy.kind.assessmentReports': 'Informes de evaluación',
  'privacy.kind.qualifiedLeads': 'Registros de ponente cualificado',
  'privacy.kind.inquiries': 'Consultas para contratar ponentes',
  'privacy.kind.ownerLeads': 'Solicitudes en la bandeja del titular',
  'privacy.kind.freeTierSignups': 'Registros en la página QR gratuita',
  'privacy.kind.productFeedback': 'Opiniones sobre SpeakerPro',
  'privacy.kind.campaignRecipients': 'Entradas como destinatario de campañas',
  'privacy.kind.mailMessages': 'Correos electrónicos',
  'privacy.kind.ownerNotes': 'Notas que SpeakerPro escribió sobre usted',

  'privacy.unsubscribe.title': 'Darse de baja',
  'privacy.unsubscribe.incomplete':
    'Este enlace está incompleto. Use el enlace de baja de su correo más reciente o elija qué podemos usar en la página de privacidad.',
  'privacy.unsubscribe.done': 'Se ha dado de baja.',
  'privacy.unsubscribe.doneDetail':
    '{email} ya no recibirá correos de marketing de SpeakerPro (registrado el {when}). Los mensajes que usted pide, como el restablecimiento de la contraseña o su propio código QR, siguen llegando.',
  'privacy.unsubscribe.question': '¿Dejar de enviar correos de marketing de SpeakerPro a <b>{email}</b>?',
  'privacy.unsubscribe.invalid':
    'Este enlace de baja no es válido. Use el enlace de su correo más reciente o registre su rechazo en la página de privacidad.',
  'privacy.unsubscribe.failed': 'No se han podido actualizar sus preferencias de privacidad.',
  'privacy.unsubscribe.working': 'Dando de baja…',
  'privacy.unsubscribe.button': 'Darse de baja',

  'privacy.policy.title': 'Política de privacidad',
  'privacy.policy.description': 'Qué recoge SpeakerPro, por qué y cómo rechazarlo.',
  'privacy.policy.home': 'Inicio',
  'privacy.policy.collectTitle': 'Qué recogemos',
  'privacy.policy.collect':
    'De los asistentes: la valoración, el testimonio, el nombre, el cargo y el correo del trabajo que introducen, y sus decisiones de consentimiento; cuando una charla lo pregunta, qué harán de forma diferente, si contratan ponentes, y el nombre y el correo de otra persona que debería escuchar la charla, que solo se guardan si el asistente confirma que esa persona está de acuerdo (se los pasamos al ponente y nunca le escribimos nosotros; rechazar la cesión de datos más abajo impide que se ceda una dirección). De ponentes y visitantes: los datos que nos dan en formularios (nombre, correo, teléfono) y qué páginas de este sitio se visitan.',
  'privacy.policy.whyTitle': 'Por qué',
  'privacy.policy.why':
    'Para hacer llegar las valoraciones y los contactos al ponente que escuchó, para entregar el regalo que pidió, para enviar los correos que aceptó y para mejorar SpeakerPro. No cargamos scripts de seguimiento de terceros.',
  'privacy.policy.linkClicks':
    'Los enlaces de nuestros correos de marketing (campañas) pasan por SpeakerPro, que cuenta qué destinatario siguió qué enlace antes de redirigirlo, para que el remitente vea qué fue útil. Los correos de inicio de sesión, de confirmación y otros correos de servicio nunca se rastrean, y nunca rastreamos si se abrió un correo.',
  'privacy.policy.optOutTitle': 'Cuando rechaza',
  'privacy.policy.optOutMarketing': 'Los datos de marketing sobre usted se borran en un plazo de {days} días.',
  'privacy.policy.optOutTestimonials': 'Los testimonios publicados se retiran en un plazo de {days} días.',
  'privacy.policy.optOutResponses': 'Respondemos a las solicitudes sobre sus respuestas de valoración en un plazo de {days} días hábiles.',
  'privacy.policy.dataTitle': 'Descargar y borrar sus datos',
  'privacy.policy.dataIntro':
    'Cualquiera puede pedir lo que SpeakerPro guarda sobre su dirección de correo en la <b>página de privacidad</b>. Enviamos un enlace a esa dirección; funciona {hours} horas. Con él puede descargarlo todo como archivo ZIP (sus respuestas a cada ponente con sus consentimientos, imágenes de testimonios, su puesto en la lista de espera, evaluaciones y sus informes, consultas, los correos que le enviamos y sus rechazos) tantas veces como quiera, y borrarlo.',
  'privacy.policy.dataErase':
    'El borrado es inmediato en SpeakerPro: se eliminan las respuestas, los testimonios y sus imágenes, y los registros de lista de espera, evaluaciones, consultas y campañas, y de los correos que le enviamos solo queda su estado de entrega. Esto es antes que los plazos de más abajo.',
  'privacy.policy.dataKeep':
    'Conservamos una nota para no volver a escribir nunca a esa dirección (todos los rechazos marcados) y un registro de que la solicitud se cumplió.',
  'privacy.policy.dataBackups':
    'Las copias de seguridad se renuevan en un plazo de {days} días, así que para entonces los datos borrados ya no están en ellas.',
  'privacy.policy.dataCopies':
    'Las copias que un ponente ya descargó o recibió por correo antes del borrado le corresponde a él eliminarlas; una cuenta de ponente la elimina su titular desde el área de ponentes.',
  'privacy.policy.choicesTitle': 'Sus opciones',
  'privacy.policy.choices':
    'Use los formularios de abajo para descargar o borrar lo que guardamos sobre usted, o para rechazar el marketing por correo electrónico, las redes sociales, los testimonios o la cesión de datos. Un rechazo se aplica de inmediato.',
  'privacy.policy.optingBackIn':
    'Volver a aceptar requiere una confirmación: deje la casilla sin marcar y envíe el formulario, y enviaremos un enlace a esa dirección (funciona una vez, durante {hours} horas; como máximo {perHour} correos de este tipo por hora). Hasta que se abra el enlace, el rechazo se mantiene, de modo que nadie que conozca su dirección puede deshacerlo. El enlace de baja de nuestros correos solo detiene los correos de marketing.',
};

export default privacyEs;
