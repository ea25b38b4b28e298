import type { Messages } from './en';
import privacyPt from './privacy/pt';
import mailPt from './mail/pt';
import freePagePt from './free-page/pt';

const messages: Messages = {
  'language.label': 'Idioma',
  'language.change': 'Alterar',

  'site.home': 'Início da SpeakerPro',
  'site.nav': 'Ligações do site',
  'site.blog': 'Blogue',
  'site.terms': 'Termos',
  'site.privacy': 'Privacidade',
  'site.admin': 'Administração',
  'site.rights': '© {year} SpeakerPro. Todos os direitos reservados.',
  'site.version': 'Versão {version}',

  'form.pageTitle': '{title} · Sua opinião para {speaker}',
  'form.pageDescription': 'O que achou de “{title}”? Sua opinião vai direto para {speaker}.',
  'form.heading': 'O que achou da palestra?',
  'form.intro': 'Sua opinião vai direto para {speaker}.',
  'form.introGift': 'Como agradecimento, você receberá <b>{gift}</b>.',
  'form.requiredHint': 'Todos os campos são obrigatórios, exceto os marcados como opcionais.',
  'form.ratingLegend': 'Sua avaliação',
  'form.stars': '{count, plural, one {# estrela} many {# de estrelas} other {# estrelas}}',
  'form.testimonialPlaceholder': 'O que você leva desta palestra?',
  'form.businessInquiryPlaceholder': 'Sua equipe gostaria de contratar uma palestra ou um workshop?',
  'form.takeawayQuestion': 'Qual é a primeira coisa que você vai fazer de forma diferente depois desta palestra? (opcional)',
  'form.bookingQuestion': 'Você contrata palestrantes ou influencia a escolha de quem fala nos seus eventos? (opcional)',
  'form.yes': 'Sim',
  'form.no': 'Não',
  'form.referralQuestion': 'Quem mais deveria ouvir esta palestra? (opcional)',
  'form.referralHint':
    '{speaker} só recebe o nome e o e-mail dessa pessoa se você marcar a caixa abaixo. O próprio SpeakerPro nunca envia e-mails para essa pessoa.',
  'form.referralHintNoSpeaker':
    'O palestrante só recebe o nome e o e-mail dessa pessoa se você marcar a caixa abaixo. O próprio SpeakerPro nunca envia e-mails para essa pessoa.',
  'form.referralConsent': '{name} concordou que eu repasse seu nome e seu e-mail para {speaker}',
  'form.referralConsentNoName': 'Esta pessoa concordou que eu repasse o nome e o e-mail dela para {speaker}',
  'form.theSpeaker': 'o palestrante',
  'form.tryAgain': 'Tentar novamente',
  'form.submit': 'Enviar opinião',
  'form.submitting': 'Enviando…',
  'form.submitHint': 'Escolha uma avaliação em estrelas e preencha os campos obrigatórios para enviar.',
  'form.lengthHint': '{count} de {max, plural, one {{max} caractere} many {{max} de caracteres} other {{max} caracteres}}',
  'form.lengthHintOver':
    '{count} de {max, plural, one {{max} caractere} many {{max} de caracteres} other {{max} caracteres}}: reduza o texto em {over}.',
  'form.rejected': 'Verifique suas respostas e tente novamente.',
  'form.rateLimited': 'Há respostas demais chegando desta rede agora. Aguarde um minuto e tente novamente.',
  'form.problemNetwork': 'Sem conexão — continuaremos tentando. Suas respostas estão seguras.',
  'form.problemServer': 'Não foi possível salvar suas respostas agora — continuaremos tentando. Suas respostas estão seguras.',
  'form.problemBusy': 'Muitas respostas estão chegando ao mesmo tempo — continuaremos tentando. Suas respostas estão seguras.',

  'field.rating': 'Avaliação',
  'field.testimonial': 'Seu depoimento',
  'field.firstName': 'Nome',
  'field.jobRole': 'Cargo',
  'field.workEmail': 'E-mail profissional',
  'field.businessInquiry': 'Solicitação comercial (opcional)',
  'field.contactConsent': 'Consentimento para contato',
  'field.publishConsent': 'Consentimento para publicação',
  'field.takeaway': 'Seu aprendizado',
  'field.booksSpeakers': 'Contratação de palestrantes',
  'field.referralName': 'Nome da pessoa',
  'field.referralEmail': 'E-mail da pessoa',
  'field.referralConsent': 'Consentimento da pessoa',

  'problem.required': 'O campo “{field}” é obrigatório',
  'problem.tooLong':
    'O campo “{field}” aceita no máximo {max, plural, one {{max} caractere} many {{max} de caracteres} other {{max} caracteres}}',
  'problem.email': 'O campo “{field}” deve conter um endereço de e-mail válido',
  'problem.referralNameWithoutEmail': 'O campo “{field}” é obrigatório quando você informa um nome',
  'problem.referralWithoutConsent':
    'O campo “{field}” é necessário antes de repassarmos o e-mail: marque a caixa ou deixe os dados da pessoa em branco',
  'problem.invalid': 'O campo “{field}” não é válido',

  'page.feedbackTitle': 'Sua opinião',
  'page.loadFailed': 'Não foi possível carregar esta página agora. Tente novamente em instantes.',
  'page.notFoundTitle': 'Palestra não encontrada',
  'page.notFoundMessage':
    'Este link de avaliação não corresponde a nenhuma palestra. Verifique o link ou escaneie novamente o QR code no slide do palestrante.',
  'page.thankYouBrokenTitle': 'Obrigado!',
  'page.thankYouBrokenMessage': 'Este link de agradecimento não funciona. Abra-o novamente pelo seu e-mail.',

  'thanks.pageTitle': 'Obrigado! · SpeakerPro',
  'thanks.heading': 'Obrigado!',
  'thanks.sentTo': 'Sua opinião foi enviada para {speaker}.',
  'thanks.sent': 'Sua opinião foi enviada.',
  'thanks.done': 'Terminei',
  'thanks.pending': 'Obrigado! Para confirmar esta resposta, abra o link que enviamos para {email}. Ele é válido por 7 dias.',
  'thanks.tooManyLinks':
    'Já enviamos para {email} vários links para confirmar uma resposta. Use um deles ou tente novamente daqui a uma hora.',

  'gift.label': 'Seu presente gratuito',
  'gift.accessCode': 'Código de acesso',
  'gift.copyAccessCode': 'Copiar código de acesso',
  'gift.copy': 'Copiar',
  'gift.get': 'Resgatar seu presente',
  'gift.continue': 'Continuar',
  'gift.copied': 'Copiado para a área de transferência!',
  'gift.accessCodeCopied': 'Código de acesso copiado.',
  'gift.copyFailed': 'Não foi possível copiar',
  'gift.copyFailedHint': 'Copie o texto manualmente',
  'gift.onItsWay': 'Seu presente está a caminho',
  'gift.downloadStarted': 'Seu download começou.',
  'gift.openedInTab': 'Ele foi aberto em uma nova aba.',
  'gift.enjoy': 'Aproveite seu presente!',
  'gift.thanksAgainTo': 'Agradecemos mais uma vez pela sua opinião para {speaker}.',
  'gift.thanksAgain': 'Agradecemos mais uma vez pela sua opinião.',

  'graphic.label': 'Sua imagem de depoimento',
  'graphic.heading': 'Compartilhe o que você disse',
  'graphic.description': 'Suas palavras em uma imagem de 1080 × 1080, pronta para o LinkedIn.',
  'graphic.make': 'Baixar sua imagem de depoimento',
  'graphic.making': 'Criando sua imagem…',
  'graphic.again': 'Baixar novamente',
  'graphic.error': 'Não foi possível criar sua imagem agora. Tente novamente.',

  'giftMail.subject': 'Seu presente de {speaker}: {title}',
  'giftMail.subjectNoSpeaker': 'Seu presente do palestrante: {title}',
  'giftMail.greeting': 'Olá, {name},',
  'giftMail.greetingNoName': 'Olá,',
  'giftMail.intro': 'Agradeço pela sua opinião sobre a minha palestra! Como prometido, aqui está o seu presente:',
  'giftMail.download': 'Baixar seu presente',
  'giftMail.startCourse': 'Começar o curso',
  'giftMail.getGift': 'Resgatar seu presente',
  'giftMail.accessCode': 'Código de acesso:',
  'giftMail.signOff': 'Um abraço,',
  'giftMail.keptOnThankYouPage': 'Seu presente também fica disponível na sua página de agradecimento: {url}',
  'giftMail.why': 'Você recebeu este e-mail porque pediu o presente ao responder. As respostas a este e-mail vão para {speaker}.',

  'confirmMail.subject': 'Confirme sua nova resposta sobre “{title}”',
  'confirmMail.intro':
    'Alguém, provavelmente você, enviou uma nova resposta sobre “{title}” com este endereço, que já tinha sido usado para responder.',
  'confirmMail.action': 'Para substituir sua primeira resposta pela nova, abra este link em até 7 dias:',
  'confirmMail.notYou': 'Se não foi você, ignore este e-mail: sua primeira resposta continua como está.',

  'done.pageTitle': 'Obrigado · SpeakerPro',
  'done.heading': 'Obrigado por ajudar {speaker} a melhorar',
  'done.headingNoSpeaker': 'Obrigado por ajudar o palestrante a melhorar',
  'done.body': 'Cada resposta deixa a próxima palestra melhor. Você já pode fechar esta página.',
  'done.home': 'Voltar para o início',

  'confirm.pageTitle': 'Confirme sua nova resposta · SpeakerPro',
  'confirm.heading': 'Confirme sua nova resposta',
  'confirm.body':
    'Você enviou uma nova resposta sobre uma palestra à qual já tinha respondido. Confirme para substituir a primeira resposta por ela.',
  'confirm.button': 'Substituir minha resposta',
  'confirm.doneHeading': 'Sua nova resposta foi salva',
  'confirm.doneBody': 'Ela substitui sua primeira resposta sobre “{title}”.',
  'confirm.invalid': 'Este link é inválido, já foi usado ou expirou. Envie sua resposta novamente para receber um novo.',
  'confirm.incomplete': 'Este link está incompleto. Abra-o novamente pelo e-mail.',

  // The thank-you page of an answer kept until its e-mailed link is followed, and a thank-you address without its key.
  'thanks.pendingConfirmed': 'Você confirmou sua nova resposta pelo e-mail: ela substituiu a primeira.',
  'thanks.pendingExpired':
    'O link que enviamos para {email} para confirmar sua nova resposta expirou, então a primeira resposta continua valendo. Para alterá-la, envie sua nova resposta novamente.',
  'thanks.incompleteLink':
    'Este link de agradecimento está incompleto, por isso não pode mostrar sua resposta. Se enviamos um e-mail para você após sua resposta, abra o link que está nele.',

  ...privacyPt,
  ...mailPt,
  ...freePagePt,
};

export default messages;
