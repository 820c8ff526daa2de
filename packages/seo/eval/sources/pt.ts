// Portuguese (Brazilian) videos of the evaluation set, written for it (original text; channels and people are
// invented).
import type { VideoSource } from './source.ts';

export const PT: VideoSource[] = [
  {
    id: 'pt-feijoada',
    language: 'pt',
    niche: 'cooking',
    title: 'Feijoada completa passo a passo (receita da minha avó)',
    description: 'Lista de ingredientes: https://panelacheia.example/feijoada',
    tags: ['feijoada', 'feijoada completa', 'receita de feijoada', 'comida brasileira'],
    isShort: false,
    channel: {
      title: 'Panela Cheia',
      topTitles: ['Pão de queijo mineiro', 'Moqueca baiana fácil', 'Brigadeiro de colher'],
    },
    expect: {
      minTitleCandidates: 3,
      titleKeywords: ['feijoada'],
      tagsShouldIncludeOneOf: ['feijoada'],
      chapterCountMin: 3,
      promiseIssueKinds: [],
    },
    transcript: [
      'Oi, gente! Hoje é dia de feijoada, e não é qualquer feijoada, é a da minha avó Dona Cida, que ela fazia todo sábado lá em Minas. É uma receita que dá trabalho, mas que vale cada minuto. Bora começar?',
      'Na véspera, a gente dessalga as carnes. Costelinha salgada, carne seca, pé e orelha de porco, se você gostar. Coloca tudo de molho em água fria e troca a água umas quatro vezes. O feijão preto, meio quilo, também fica de molho a noite toda.',
      'No dia, primeiro a carne seca e as carnes mais duras vão para a panela de pressão com água, por uns vinte minutos. Enquanto isso, eu corto a linguiça calabresa e o bacon em pedaços. Minha avó sempre dizia: carne bem cozida é o segredo da feijoada.',
      'Agora o feijão. Numa panela grande, o feijão escorrido com água nova, folha de louro, e as carnes que já cozinharam. Deixa em fogo baixo por uma hora e meia, mexendo de vez em quando. Se precisar, completa com água quente, nunca fria.',
      'Enquanto o feijão cozinha, faz o tempero. Frita o bacon, depois a linguiça, e na mesma gordura refoga muita cebola e alho. Pega duas conchas de feijão, amassa bem nesse refogado e devolve tudo pra panela. É isso que deixa o caldo grosso.',
      'Uma dica que muita gente me pergunta: dá pra fazer feijoada mais leve? Dá sim. Troca o pé e a orelha por lombo defumado, tira o bacon e usa só a linguiça. Fica menos gordurosa, mas continua com aquele sabor defumado gostoso.',
      'Para servir, o acompanhamento completo: arroz branco, couve refogada bem fininha, farofa, laranja em gomos e um torresminho. A laranja ajuda a digerir, não pula ela não. Ficou linda. Se fizer, me marca, que eu quero ver a sua feijoada.',
    ],
  },
  {
    id: 'pt-galaxy-a55-review',
    language: 'pt',
    niche: 'tech review',
    title: 'Review Galaxy A55: vale a pena em 2024?',
    description:
      'Preços atualizados na data do vídeo. O aparelho foi emprestado pela marca, que não viu o vídeo antes.',
    tags: ['galaxy a55', 'review galaxy a55', 'samsung', 'celular intermediário'],
    isShort: false,
    channel: {
      title: 'Tech na Mão',
      topTitles: [
        'Moto G84 vale a pena?',
        'Melhores celulares até 2 mil reais',
        'iPhone usado ou Android novo?',
      ],
    },
    expect: {
      minTitleCandidates: 3,
      titleKeywords: ['galaxy a55'],
      tagsShouldIncludeOneOf: ['galaxy a55', 'a55'],
      chapterCountMin: 3,
      promiseIssueKinds: [],
    },
    transcript: [
      'Fala, pessoal! Esse é o Galaxy A55, o intermediário mais caro da Samsung este ano. Usei ele como meu celular principal por duas semanas, e hoje eu conto se ele vale o preço, que está por volta de dois mil e trezentos reais.',
      'Começando pelo acabamento. Agora ele tem moldura de metal e vidro na traseira, então parece um aparelho bem mais caro na mão. Tem resistência à água IP67, o que é ótimo nessa faixa de preço. O ponto negativo é o peso, são duzentos e treze gramas.',
      'A tela é um dos pontos fortes. AMOLED de seis vírgula seis polegadas, cento e vinte hertz, e bem brilhante no sol. Assistir vídeo nela é muito bom, e os alto-falantes estéreo ajudam.',
      'Desempenho. O processador Exynos 1480 dá conta do dia a dia sem travar, e roda os jogos mais populares no médio ou alto. Ele esquenta um pouco em jogos pesados depois de vinte minutos, mas nada absurdo.',
      'Câmeras. A principal de cinquenta megapixels tira fotos muito boas de dia, com cores naturais. À noite ela segura bem, mas a ultra-wide perde bastante detalhe. A câmera macro, sinceramente, você pode ignorar.',
      'Sobre o software, ele vem com a One UI, que é bem completa, e a Samsung promete quatro atualizações de Android e cinco anos de segurança. Isso é muito raro nessa faixa de preço e faz diferença se você fica três ou quatro anos com o mesmo celular.',
      'Bateria: cinco mil miliamperes, e eu terminei todos os dias com sobra, por volta de trinta por cento. O carregamento é de vinte e cinco watts e não vem carregador na caixa. Então, vale a pena? Se você acha na promoção abaixo de dois mil, sim. Pelo preço cheio, dá uma olhada nos concorrentes também.',
    ],
  },
  {
    id: 'pt-treino-sem-equipamento',
    language: 'pt',
    niche: 'fitness',
    title: 'TREINO EM CASA SEM EQUIPAMENTO 🔥🔥🔥',
    description: 'Treino de 15 minutos só com o peso do corpo.',
    tags: ['treino em casa', 'treino sem equipamento', 'exercícios em casa', 'treino funcional'],
    isShort: false,
    channel: {
      title: 'Bora Treinar com Rafa',
      topTitles: [
        'Treino de pernas em 10 minutos',
        'Abdominal para iniciantes',
        'Alongamento para dormir melhor',
      ],
    },
    expect: {
      minTitleCandidates: 3,
      titleKeywords: ['treino em casa', 'treino'],
      titleCalm: true,
      tagsMustNotInclude: ['equipamento', 'equipamentos'],
      tagsShouldIncludeOneOf: ['treino'],
      chapterCountMin: 3,
      promiseIssueKinds: [],
    },
    transcript: [
      'E aí, galera! Hoje é treino em casa, sem equipamento nenhum, só o peso do corpo. São uns quinze minutos, e dá pra fazer na sala, no quarto, onde tiver um espacinho. Pega uma garrafa de água e vamos nessa.',
      'Aquecimento primeiro. Polichinelo por trinta segundos, ou só abrindo os braços sem pular, se você mora em apartamento. Agora corrida parada, elevando bem o joelho. E rotação de quadril, pra um lado e pro outro.',
      'Primeiro bloco, pernas. Agachamento livre, quarenta segundos. Desce como se fosse sentar numa cadeira, o peso no calcanhar. Descansa vinte. Agora afundo alternado, o joelho de trás quase encostando no chão. E ponte de glúteo, deitado, sobe o quadril e segura lá em cima.',
      'Segundo bloco, parte de cima. Flexão de braço, pode ser com o joelho no chão, sem problema nenhum. Depois prancha com toque no ombro, tentando não balançar o quadril. E a flexão declinada não, essa fica pro nível avançado, hoje a gente faz a flexão inclinada com as mãos no sofá.',
      'Terceiro bloco, abdômen. Prancha frontal, trinta segundos. Abdominal remador. E escalador, os joelhos vindo rápido em direção ao peito.',
      'Se você é iniciante, faz só uma volta de cada bloco na primeira semana. Na segunda semana, faz duas voltas. E se sentir dor no joelho no afundo, diminui a amplitude, não precisa descer tanto. O importante é fazer com qualidade, não com pressa.',
      'E a respiração, gente, não esquece. Solta o ar na hora do esforço, quando sobe do agachamento ou empurra o chão na flexão, e puxa o ar quando desce. Parece bobagem, mas ajuda demais a aguentar até o final.',
      'Acabou! Alongamento agora: posterior de coxa, quadríceps, e abre bem o peito. Faz esse treino três vezes por semana e me conta nos comentários como foi. Tamo junto!',
    ],
  },
  {
    id: 'pt-arroz-short',
    language: 'pt',
    niche: 'cooking tip',
    title: '3 erros que estragam seu arroz #shorts',
    description: '#arroz #dicasdecozinha',
    tags: ['arroz soltinho', 'dica de cozinha', 'arroz'],
    isShort: true,
    channel: {
      title: 'Panela Cheia',
      topTitles: ['Pão de queijo mineiro', 'Brigadeiro de colher'],
    },
    expect: {
      minTitleCandidates: 3,
      titleKeywords: ['arroz'],
      chapterCountMin: 0,
      promiseIssueKinds: [],
    },
    outroSeconds: 1,
    transcript: [
      'Três erros que estragam seu arroz. Primeiro: não lavar. Lava até a água sair quase limpa, senão o amido deixa ele grudento. Segundo: água demais. Use uma xícara e meia de água para cada xícara de arroz. Terceiro: mexer enquanto cozinha. Tampa, fogo baixo, e não mexe. No final, deixa descansar cinco minutos tampado. Olha que soltinho.',
    ],
  },
];
