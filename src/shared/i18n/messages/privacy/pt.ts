import type privacyEn from './en';

const privacyPt: Record<keyof typeof privacyEn, string> = {
  'privacy.back': 'Privacidade',
  'privacy.toPrivacyPage': 'Ir para a página de privacidade',
  'privacy.networkError': 'Não foi possível processar sua solicitação. Tente novamente.',
  'privacy.tooManyRequests': 'Muitas solicitações daqui. Tente novamente em uma hora.',
  'privacy.signOff': 'Equipe SpeakerPro',

  'privacy.category.email_marketing': 'Marketing por e-mail',
  'privacy.category.social_media': 'Redes sociais',
  'privacy.category.testimonials': 'Testemunhos',
  'privacy.category.data_sharing': 'Compartilhamento de dados',
  'privacy.categoryInSentence.email_marketing': 'o marketing por e-mail',
  'privacy.categoryInSentence.social_media': 'as redes sociais',
  'privacy.categoryInSentence.testimonials': 'os testemunhos',
  'privacy.categoryInSentence.data_sharing': 'o compartilhamento de dados',
  'privacy.categoryOption.email_marketing': 'Marketing por e-mail: sem newsletters, campanhas ou convites',
  'privacy.categoryOption.social_media': 'Redes sociais: não me mencionar em publicações nas redes sociais',
  'privacy.categoryOption.testimonials': 'Testemunhos: não publicar meus testemunhos nem as imagens deles',
  'privacy.categoryOption.data_sharing': 'Compartilhamento de dados: não compartilhar meus dados com os palestrantes a quem dei feedback',

  'privacy.optOut.title': 'Recuse o uso dos seus dados para marketing',
  'privacy.optOut.description':
    'Marque o que devemos deixar de fazer com seus dados: vale imediatamente. O que você recusou antes continua recusado; para voltar a aceitar, deixe a caixa desmarcada e confirme com o link que enviamos para esse endereço.',
  'privacy.optOut.email': 'E-mail',
  'privacy.optOut.legend': 'Recusar',
  'privacy.optOut.emailRequiredTitle': 'E-mail obrigatório',
  'privacy.optOut.emailRequired': 'Digite seu endereço de e-mail para registrar a recusa.',
  'privacy.optOut.savedTitle': 'Preferências atualizadas',
  'privacy.optOut.saved': 'Suas preferências de privacidade foram atualizadas.',
  'privacy.optOut.errorTitle': 'Erro',
  'privacy.optOut.failed': 'Não foi possível atualizar as preferências de privacidade.',
  'privacy.optOut.saving': 'Salvando...',
  'privacy.optOut.submit': 'Atualizar preferências de privacidade',
  'privacy.optOut.savedFor': 'Suas escolhas para <b>{email}</b> foram salvas.',
  'privacy.optOut.optedOutOf': 'Recusado: {categories}.',
  'privacy.optOut.nothingOptedOut': 'Nada foi recusado.',
  'privacy.optOut.linkQueued':
    'Para voltar a aceitar {categories}, abra o link que enviamos para {email} (funciona uma vez, por {hours} horas). Até lá, sua recusa de {categories} continua valendo.',
  'privacy.optOut.linkInOutbox':
    'O link para voltar a aceitar {categories} não foi enviado: este servidor não tem um servidor de e-mail configurado, por isso ele fica guardado na caixa de saída. Até ser aberto, a recusa de {categories} de {email} continua valendo.',
  'privacy.optOut.linkRateLimited':
    'Já enviamos para {email} {count, plural, one {# link} many {# links} other {# links}} para voltar a aceitar na última hora, por isso não enviamos um novo: use o mais recente ou tente novamente em uma hora. Até lá, sua recusa de {categories} continua valendo.',

  'privacy.optInMail.subject': 'Confirme que volta a aceitar no SpeakerPro',
  'privacy.optInMail.intro':
    'Alguém, provavelmente você, enviou o formulário da página de privacidade do SpeakerPro para este endereço sem marcar {categories}, que este endereço tinha recusado.',
  'privacy.optInMail.action': 'Para voltar a aceitar {categories}, abra este link e confirme (funciona uma vez, por {hours} horas):',
  'privacy.optInMail.button': 'Voltar a aceitar',
  'privacy.optInMail.notYou': 'Se não foi você, ignore este e-mail: suas recusas continuam como estão.',

  'privacy.optIn.title': 'Voltar a aceitar',
  'privacy.optIn.incomplete':
    'Este link está incompleto. Abra-o novamente pelo e-mail ou envie de novo o formulário da página de privacidade.',
  'privacy.optIn.invalid':
    'Este link é inválido, já foi usado ou expirou. Envie de novo o formulário da página de privacidade para receber um novo.',
  'privacy.optIn.failed': 'Este link não funcionou.',
  'privacy.optIn.checking': 'Verificando o link…',
  'privacy.optIn.question': 'Voltar a aceitar para <b>{email}</b>:',
  'privacy.optIn.nothingChanges': 'Nada muda até você tocar no botão. O link funciona uma vez, até {until}.',
  'privacy.optIn.saving': 'Salvando…',
  'privacy.optIn.button': 'Voltar a aceitar',
  'privacy.optIn.done': 'Você voltou a aceitar.',
  'privacy.optIn.doneDetail':
    '{email} volta a aceitar: {categories} (registrado em {when}). Você pode recusar de novo a qualquer momento na página de privacidade.',

  'privacy.dataForm.title': 'Baixar ou apagar seus dados',
  'privacy.dataForm.description':
    'Enviamos um link para o endereço que você digitar. Com ele, você pode baixar tudo o que o SpeakerPro guarda sobre esse endereço e apagar.',
  'privacy.dataForm.email': 'Seu e-mail',
  'privacy.dataForm.emailRequired': 'Digite seu endereço de e-mail.',
  'privacy.emailInvalid': 'Digite um endereço de e-mail válido.',
  'privacy.dataForm.failed': 'Não foi possível enviar o link. Tente novamente.',
  'privacy.dataForm.sending': 'Enviando...',
  'privacy.dataForm.submit': 'Enviar um link para mim',
  'privacy.dataForm.sent':
    'Enviamos um link para esse endereço. Abra-o nas próximas {hours} horas para baixar ou apagar o que o SpeakerPro guarda sobre você.',

  'privacy.requestMail.subject': 'Seus dados no SpeakerPro: baixe ou apague',
  'privacy.requestMail.intro':
    'Alguém, esperamos que você, pediu para ver ou apagar o que o SpeakerPro guarda sobre este endereço de e-mail.',
  'privacy.requestMail.action': 'Abra este link nas próximas {hours} horas:',
  'privacy.requestMail.button': 'Ver meus dados',
  'privacy.requestMail.whatYouCanDo':
    'Nessa página você pode baixar tudo como arquivo ZIP (quantas vezes quiser enquanto o link funcionar) e apagar.',
  'privacy.requestMail.eraseNote': 'A exclusão é imediata e inutiliza o link.',
  'privacy.requestMail.notYou': 'Se você não pediu isso, ignore este e-mail: sem este link nada é mostrado nem apagado.',

  'privacy.request.title': 'Seus dados',
  'privacy.request.description': 'Baixe ou apague o que o SpeakerPro guarda sobre seu endereço de e-mail.',
  'privacy.request.heading': 'Seus dados no SpeakerPro',
  'privacy.request.noToken': 'Esta página abre pelo link que enviamos para você por e-mail.',
  'privacy.request.newLink': 'Pedir um novo link',
  'privacy.request.opening': 'Abrindo seu link...',
  'privacy.request.openFailed': 'Não foi possível abrir este link. Tente novamente.',
  'privacy.request.notFound': 'Este link é inválido. Peça um novo na página de privacidade.',
  'privacy.request.expired': 'Este link expirou (os links funcionam por {hours} horas). Peça um novo na página de privacidade.',
  'privacy.request.used': 'Este link foi usado para apagar seus dados: nada mais está guardado com ele.',
  'privacy.request.erasedHeading': 'Seus dados foram apagados',
  'privacy.request.erased': 'Tudo o que estava guardado sobre este endereço foi apagado.',
  'privacy.request.erasedExceptAccount':
    'Tudo o que estava guardado sobre este endereço foi apagado, exceto sua conta de palestrante: exclua-a na área de palestrantes.',
  'privacy.request.whatWasErased': 'O que foi apagado',
  'privacy.request.kept':
    'Guardamos apenas uma anotação para nunca mais enviar e-mails para {email} e um registro desta solicitação. Os backups são renovados em até {days} dias.',
  'privacy.request.forAddress': 'Para <b>{email}</b>. Este link funciona até {until}.',
  'privacy.request.whatWeHold': 'O que guardamos',
  'privacy.request.nothingHeld': 'Nada está guardado com este endereço.',
  'privacy.request.hasAccount':
    'Este endereço também entra em uma conta de palestrante do SpeakerPro. Apagar aqui remove o que você informou como participante ou visitante; a conta em si (seus eventos, respostas e arquivos) é excluída na área de palestrantes, depois que você entrar.',
  'privacy.request.downloadTitle': 'Baixar',
  'privacy.request.downloadHint':
    'Um arquivo ZIP com tudo o que está acima em JSON e as imagens dos seus testemunhos. Você pode baixá-lo quantas vezes quiser enquanto o link funcionar.',
  'privacy.request.downloadButton': 'Baixar meus dados',
  'privacy.request.preparing': 'Preparando seu arquivo ZIP...',
  'privacy.request.downloading': 'Baixando...',
  'privacy.request.downloadingShare': 'Baixando: {share, number, percent}',
  'privacy.request.downloadProgress': 'Progresso do download',
  'privacy.request.downloaded': 'Baixado. Procure o arquivo nos seus downloads.',
  'privacy.request.downloadFailed': 'O download falhou. Tente novamente.',
  'privacy.request.eraseTitle': 'Apagar',
  'privacy.request.eraseHint':
    'Remove tudo do SpeakerPro de uma vez, incluindo suas respostas aos palestrantes e as imagens delas. Não pode ser desfeito e inutiliza este link.',
  'privacy.request.eraseButton': 'Apagar meus dados',
  'privacy.request.eraseFailed': 'Não foi possível apagar seus dados. Tente novamente.',
  'privacy.request.confirmTitle': 'Apagar tudo o que guardamos sobre você?',
  'privacy.request.confirmBody':
    'Suas respostas, testemunhos e as imagens deles, seu lugar na lista de espera, avaliações, solicitações e e-mails são removidos agora. Não pode ser desfeito. Baixe seus dados antes se quiser uma cópia.',
  'privacy.request.cancel': 'Cancelar',
  'privacy.request.erasing': 'Apagando...',
  'privacy.request.eraseEverything': 'Apagar tudo',

  'privacy.kind.answers': 'Respostas de feedback',
  'privacy.kind.graphics': 'Imagens de testemunhos',
  'privacy.kind.storedFiles': 'Arquivos armazenados',
  'privacy.kind.pendingAnswers': 'Alterações de respostas não confirmadas',
  'privacy.kind.referrals': 'Respostas que indicaram você a um palestrante',
  'privacy.kind.waitlistEntries': 'Inscrições na lista de espera',
  'privacy.kind.assessments': 'Avaliações de preparação',
  'privacy.kind.assessmentReports': 'Relatórios de avaliação',
  'privacy.kind.qualifiedLeads': 'Registros de palestrante qualificado',
  'privacy.kind.inquiries': 'Solicitações para contratar palestrantes',
  'privacy.kind.ownerLeads': 'Solicitações na caixa de entrada do responsável',
  'privacy.kind.freeTierSignups': 'Inscrições na página QR gratuita',
  'privacy.kind.productFeedback': 'Feedback sobre o SpeakerPro',
  'privacy.kind.campaignRecipients': 'Entradas como destinatário de campanhas',
  'privacy.kind.mailMessages': 'E-mails para você',
  'privacy.kind.ownerNotes': 'Notas que a SpeakerPro escreveu sobre você',

  'privacy.unsubscribe.title': 'Cancelar inscrição',
  'privacy.unsubscribe.incomplete':
    'Este link está incompleto. Use o link de cancelamento do seu e-mail mais recente ou escolha o que podemos usar na página de privacidade.',
  'privacy.unsubscribe.done': 'Sua inscrição foi cancelada.',
  'privacy.unsubscribe.doneDetail':
    '{email} não vai mais receber e-mails de marketing do SpeakerPro (registrado em {when}). As mensagens que você pedir, como a redefinição de senha ou seu próprio QR code, continuam chegando.',
  'privacy.unsubscribe.question': 'Deixar de enviar e-mails de marketing do SpeakerPro para <b>{email}</b>?',
  'privacy.unsubscribe.invalid':
    'Este link de cancelamento é inválido. Use o link do seu e-mail mais recente ou recuse na página de privacidade.',
  'privacy.unsubscribe.failed': 'Não foi possível atualizar as preferências de privacidade.',
  'privacy.unsubscribe.working': 'Cancelando a inscrição…',
  'privacy.unsubscribe.button': 'Cancelar inscrição',

  'privacy.policy.title': 'Política de privacidade',
  'privacy.policy.description': 'O que o SpeakerPro recolhe, porquê e como recusar.',
  'privacy.policy.home': 'Início',
  'privacy.policy.collectTitle': 'O que recolhemos',
  'privacy.policy.collect':
    'Dos participantes: a avaliação, o testemunho, o primeiro nome, o cargo e o e-mail profissional que informam, e as suas escolhas de consentimento; quando uma palestra o pergunta, o que farão de forma diferente, se contratam palestrantes, e o nome e o e-mail de outra pessoa que deveria ouvir a palestra, guardados apenas se o participante confirmar que essa pessoa concordou (repassamos ao palestrante e nunca enviamos e-mails a essa pessoa nós mesmos; recusar o compartilhamento de dados abaixo impede que um endereço seja repassado). De palestrantes e visitantes: os dados que nos dão em formulários (nome, e-mail, telefone) e as páginas deste site que são visitadas.',
  'privacy.policy.whyTitle': 'Porquê',
  'privacy.policy.why':
    'Para repassar o feedback e os contatos ao palestrante que você ouviu, para entregar o presente que você pediu, para enviar os e-mails que você aceitou e para melhorar o SpeakerPro. Não carregamos scripts de rastreamento de terceiros.',
  'privacy.policy.linkClicks':
    'Os links dos nossos e-mails de marketing (campanhas) passam pelo SpeakerPro, que conta que destinatário seguiu que link antes de o encaminhar, para que o remetente veja o que foi útil. Os e-mails de início de sessão, de confirmação e outros e-mails de serviço nunca são rastreados, e nunca rastreamos se um e-mail foi aberto.',
  'privacy.policy.optOutTitle': 'Quando recusa',
  'privacy.policy.optOutMarketing': 'Os dados de marketing sobre você são apagados em até {days} dias.',
  'privacy.policy.optOutTestimonials': 'Os testemunhos publicados são removidos em até {days} dias.',
  'privacy.policy.optOutResponses': 'Respondemos a solicitações sobre suas respostas de feedback em até {days} dias úteis.',
  'privacy.policy.dataTitle': 'Baixar e apagar seus dados',
  'privacy.policy.dataIntro':
    'Qualquer pessoa pode pedir o que o SpeakerPro guarda sobre o seu endereço de e-mail na <b>página de privacidade</b>. Enviamos um link para esse endereço; ele funciona por {hours} horas. Com ele, você pode baixar tudo como arquivo ZIP (suas respostas a cada palestrante com seus consentimentos, imagens de testemunhos, seu lugar na lista de espera, avaliações e seus relatórios, solicitações, os e-mails que enviamos a você e suas recusas) quantas vezes quiser, e apagar.',
  'privacy.policy.dataErase':
    'A exclusão no SpeakerPro é imediata: respostas, testemunhos e suas imagens, registros de lista de espera, avaliações, solicitações e campanhas são excluídos, e dos e-mails que enviamos a você fica apenas o status de entrega. Isto acontece antes dos prazos indicados abaixo.',
  'privacy.policy.dataKeep':
    'Guardamos uma anotação para nunca mais enviar e-mails ao endereço (todas as recusas marcadas) e um registro de que a solicitação foi atendida.',
  'privacy.policy.dataBackups': 'Os backups são renovados em até {days} dias, então até lá os dados apagados já não estão neles.',
  'privacy.policy.dataCopies':
    'Cabe ao palestrante apagar as cópias que ele já baixou ou recebeu por e-mail antes da exclusão; uma conta de palestrante é excluída pelo titular na área de palestrantes.',
  'privacy.policy.choicesTitle': 'As suas escolhas',
  'privacy.policy.choices':
    'Use os formulários abaixo para baixar ou apagar o que guardamos sobre você, ou para recusar o marketing por e-mail, as redes sociais, os testemunhos ou o compartilhamento de dados. Uma recusa vale imediatamente.',
  'privacy.policy.optingBackIn':
    'Voltar a aceitar exige uma confirmação: deixe a caixa desmarcada e envie o formulário, e enviamos um link para esse endereço (ele funciona uma vez, por {hours} horas; no máximo {perHour} e-mails desse tipo por hora). Até o link ser aberto, a recusa continua valendo, para que ninguém que conheça seu endereço possa desfazê-la. O link de cancelamento dos nossos e-mails só interrompe os e-mails de marketing.',
};

export default privacyPt;
