// Mochila y Sabor, a Spanish-language travel and food channel with Spanish captions (pure data).
import { videoBuilder, type VideoSpec } from './spec.ts';

const MERCADO_SAN_MIGUEL = [
  'Hola a todos y bienvenidos a Mochila y Sabor. Hoy estamos en Madrid, y vamos a comer en mercados por menos de quince euros. Empezamos temprano, porque a partir del mediodía los mercados del centro se llenan de turistas y los precios suben.',
  'Primera parada: el Mercado de San Fernando, en Lavapiés. Aquí los puestos son de gente del barrio y se nota en los precios. Pido una tosta de sardinas ahumadas y un vermut de grifo, todo por cuatro euros. El vermut en Madrid se toma antes de comer, nunca después.',
  'Ahora vamos al Mercado de Antón Martín. Aquí hay un puesto de croquetas caseras que me recomendó una seguidora. Pruebo las de jamón y las de boletus. La bechamel está cremosísima y el rebozado cruje. Dos croquetas, dos euros cincuenta.',
  'Y no podía faltar el Mercado de San Miguel, el más famoso. Es precioso, pero es caro. Una ostra cuesta lo mismo que toda mi comida en Lavapiés. Mi consejo: entrad a verlo, tomad algo pequeño, y comed de verdad en los mercados de barrio.',
  'Resumen del día: tres mercados, seis cosas ricas y trece euros con cuarenta. Os dejo en la descripción la lista de puestos con sus horarios. Si os ha gustado, suscribíos, que la semana que viene nos vamos a Oaxaca.',
];

const TACOS_OAXACA = [
  'Estamos en Oaxaca, en el mercado Veinte de Noviembre, y hoy vengo a probar algo que llevo años queriendo comer: el pasillo de humo. Aquí eliges la carne cruda en el puesto, te la asan delante de ti sobre carbón, y te la comes con tortillas, salsa y cebollitas.',
  'Pido tasajo, que es carne de res salada y secada, cecina enchilada, que es cerdo adobado con chile, y un chorizo oaxaqueño. Todo se pesa y se paga al carnicero. Luego otra señora te vende las tortillas, los nopales y las salsas. Es un sistema perfecto.',
  'Después cruzamos la calle para las tlayudas. Una tlayuda es una tortilla enorme y crujiente, untada con asiento, que es la grasa del cerdo, con frijoles, quesillo y la carne que quieras. Se dobla y se pone directamente sobre las brasas.',
  'Para terminar, un chocolate caliente de agua con pan de yema, como se desayuna aquí. El chocolate oaxaqueño lleva canela y almendra, y se bate hasta que hace espuma. Todo el recorrido me costó menos de trescientos pesos. La ubicación de cada puesto está en la descripción.',
];

const spanish = videoBuilder({ category: 19, language: 'es', likeRate: 0.045, commentRate: 0.003 });

export const MOCHILA_VIDEOS: VideoSpec[] = [
  {
    ...spanish(
      'ms-madrid-mercados',
      'Comer en Madrid por menos de 15 €: 3 mercados de barrio',
      'Lavapiés, Antón Martín y San Miguel: dónde comer bien y barato en los mercados de Madrid.\n\n0:00 Intro\n0:40 Mercado de San Fernando\n2:10 Antón Martín\n3:35 San Miguel\n4:50 Resumen y precios\n\nLista de puestos: https://mochilaysabor.example/madrid',
      ['madrid', 'mercados de madrid', 'comer barato', 'viajar barato', 'comida española', 'croquetas'],
      '2025-10-07T17:00:00Z',
      'PT10M14S',
      126_300,
      'MADRID 15 €',
    ),
    customThumbnail: true,
    localizations: {
      en: {
        title: 'Eating in Madrid for Under €15: 3 Neighbourhood Markets',
        description: 'Where to eat well and cheaply in Madrid’s markets.',
      },
    },
    captions: [{ language: 'es', name: 'Español', sections: MERCADO_SAN_MIGUEL }],
  },
  {
    ...spanish(
      'ms-oaxaca-humo',
      'El pasillo de humo de Oaxaca: tasajo, tlayudas y chocolate',
      'Eliges la carne, te la asan al momento. Recorrido por el mercado 20 de Noviembre.\n\nMapa: https://mochilaysabor.example/oaxaca',
      ['oaxaca', 'comida mexicana', 'tlayudas', 'mercado 20 de noviembre', 'comida callejera'],
      '2025-10-21T17:00:00Z',
      'PT9M02S',
      204_880,
      'PASILLO DE HUMO',
    ),
    captions: [{ language: 'es', name: 'Español', sections: TACOS_OAXACA }],
  },
  spanish(
    'ms-buenos-aires-parrilla',
    'Parrilla en Buenos Aires: qué pedir y cuánto cuesta',
    'Vacío, mollejas, provoleta y chimichurri. Guía para tu primera parrilla porteña.',
    ['buenos aires', 'parrilla', 'asado argentino', 'comida argentina'],
    '2025-06-10T17:00:00Z',
    'PT12M30S',
    88_410,
    'PARRILLA',
  ),
  spanish(
    'ms-cdmx-desayunos',
    'DESAYUNOS EN CDMX!!! 🔥🔥',
    'chilaquiles',
    ['cdmx', 'desayunos'],
    '2024-11-19T17:00:00Z',
    'PT8M12S',
    45_230,
    'CHILAQUILES',
  ),
  spanish('ms-video-1', 'video 1', '', [], '2020-02-14T12:00:00Z', 'PT5M40S', 1_210, 'video 1'),
  {
    ...spanish(
      'ms-short-churros',
      'Churros con chocolate en 30 segundos #shorts',
      'La churrería más antigua de Madrid.',
      ['churros', 'madrid', 'shorts'],
      '2025-11-04T17:00:00Z',
      'PT30S',
      512_009,
      'CHURROS',
    ),
    vertical: true,
  },
  spanish(
    'ms-lima-mercado',
    'Mercado de Surquillo en Lima: ceviche, frutas y anticuchos',
    'Un mercado local a dos pasos de Miraflores, con precios de barrio.',
    ['lima', 'peru', 'ceviche', 'mercado de surquillo'],
    '2025-04-15T17:00:00Z',
    'PT11M05S',
    73_900,
    'SURQUILLO',
  ),
  {
    ...spanish(
      'ms-unlisted-colab',
      'Colaboración con Maya (versión sin editar)',
      'Versión completa sin editar para los patrocinadores.',
      ['colaboración'],
      '2025-03-03T17:00:00Z',
      'PT26M44S',
      640,
      'COLAB',
    ),
    privacy: 'unlisted',
  },
];
