/**
 * Real places per city, in English and Chinese, that the tour templates name as stops, meeting points,
 * dishes, piers and day-trip destinations. Read at request time (domain/tour-copy.ts) as well as at seed
 * time, so it is plain constant data: a 100,000-tour catalogue shares it instead of holding copies.
 */
export type Bilingual = readonly [en: string, zh: string];

export interface CityPlaces {
  /** Walkable sights, in an order that makes a sensible route when taken in a row. */
  stops: readonly Bilingual[];
  /** Directions to a meeting point a traveller can find without help. */
  meetingPoints: readonly Bilingual[];
  dishes: readonly Bilingual[];
  market: Bilingual;
  museum: Bilingual;
  pier: Bilingual;
  /** Out-of-town destinations for day trips and overnight tours. */
  excursions: readonly Bilingual[];
}

const CITY_PLACES: Readonly<Record<string, CityPlaces>> = {
  Beijing: {
    stops: [
      ['Jingshan Park', '景山公园'],
      ['Nanluoguxiang', '南锣鼓巷'],
      ['Shichahai', '什刹海'],
      ['the Drum and Bell Towers', '钟鼓楼'],
      ['Yandai Xiejie', '烟袋斜街'],
      ['Prince Gong’s Mansion', '恭王府'],
      ['Beihai Park', '北海公园'],
      ['the Temple of Heaven', '天坛'],
    ],
    meetingPoints: [
      [
        'in front of the east exit of Nanluoguxiang metro station (Line 6, exit E); your guide holds a yellow flag',
        '南锣鼓巷地铁站（6号线）E口东侧，导游手持黄色小旗',
      ],
      ['at the north gate of Jingshan Park, by the ticket window; your guide wears a red cap', '景山公园北门售票窗口旁，导游头戴红色帽子'],
      ['outside exit A of Shichahai metro station (Line 8), next to the bike racks', '什刹海地铁站（8号线）A口外自行车停放处'],
    ],
    dishes: [
      ['jianbing pancakes', '煎饼果子'],
      ['zhajiangmian noodles', '炸酱面'],
      ['Peking duck', '北京烤鸭'],
      ['tanghulu candied hawthorns', '冰糖葫芦'],
    ],
    market: ['Huguosi Snack Street', '护国寺小吃街'],
    museum: ['the Palace Museum', '故宫博物院'],
    pier: ['the Shichahai boat pier by Silver Ingot Bridge', '银锭桥旁的什刹海游船码头'],
    excursions: [
      ['the Great Wall at Mutianyu', '慕田峪长城'],
      ['the Great Wall at Jinshanling', '金山岭长城'],
    ],
  },
  Shanghai: {
    stops: [
      ['the Bund', '外滩'],
      ['Nanjing Road', '南京路'],
      ['Yu Garden', '豫园'],
      ['Tianzifang', '田子坊'],
      ['Wukang Road', '武康路'],
      ['Xintiandi', '新天地'],
      ['Jing’an Temple', '静安寺'],
      ['Lujiazui', '陆家嘴'],
    ],
    meetingPoints: [
      [
        'at exit 2 of East Nanjing Road metro station (Lines 2 and 10); your guide holds a blue umbrella',
        '南京东路地铁站（2号线、10号线）2号口，导游手持蓝色雨伞',
      ],
      ['in front of the Peace Hotel on the corner of the Bund and Nanjing Road', '外滩与南京路交叉口和平饭店门前'],
      ['at exit 6 of Dapuqiao metro station (Line 9), opposite the Tianzifang archway', '打浦桥地铁站（9号线）6号口，田子坊牌坊对面'],
    ],
    dishes: [
      ['xiaolongbao soup dumplings', '小笼包'],
      ['shengjian pan-fried buns', '生煎包'],
      ['scallion oil noodles', '葱油拌面'],
      ['red-braised pork', '红烧肉'],
    ],
    market: ['Yunnan Road food street', '云南南路美食街'],
    museum: ['the Shanghai Museum', '上海博物馆'],
    pier: ['the Shiliupu Wharf on the Bund', '外滩十六铺码头'],
    excursions: [
      ['the water town of Zhujiajiao', '朱家角古镇'],
      ['the water town of Zhouzhuang', '周庄古镇'],
    ],
  },
  "Xi'an": {
    stops: [
      ['the South Gate of the City Wall', '城墙永宁门'],
      ['the Bell Tower', '钟楼'],
      ['the Drum Tower', '鼓楼'],
      ['the Muslim Quarter', '回民街'],
      ['the Great Mosque', '化觉巷清真大寺'],
      ['the Big Wild Goose Pagoda', '大雁塔'],
      ['Shuyuanmen', '书院门'],
      ['the Forest of Stone Steles', '碑林'],
    ],
    meetingPoints: [
      ['at exit B of Bell Tower metro station (Lines 2 and 6), facing the Bell Tower', '钟楼地铁站（2号线、6号线）B口，面向钟楼'],
      ['by the ticket office inside the South Gate (Yongningmen) of the City Wall', '城墙永宁门内售票处旁'],
    ],
    dishes: [
      ['roujiamo', '肉夹馍'],
      ['biangbiang noodles', 'biangbiang面'],
      ['yangrou paomo', '羊肉泡馍'],
      ['liangpi cold noodles', '凉皮'],
    ],
    market: ['Beiyuanmen in the Muslim Quarter', '回民街北院门'],
    museum: ['the Shaanxi History Museum', '陕西历史博物馆'],
    pier: ['the lake pier of the Tang Paradise park', '大唐芙蓉园湖畔码头'],
    excursions: [
      ['the Terracotta Warriors', '兵马俑'],
      ['Mount Huashan', '华山'],
    ],
  },
  Chengdu: {
    stops: [
      ['Kuanzhai Alley', '宽窄巷子'],
      ['People’s Park', '人民公园'],
      ['Wenshu Monastery', '文殊院'],
      ['Jinli Ancient Street', '锦里古街'],
      ['Wuhou Shrine', '武侯祠'],
      ['Du Fu Thatched Cottage', '杜甫草堂'],
      ['Chunxi Road', '春熙路'],
      ['Tianfu Square', '天府广场'],
    ],
    meetingPoints: [
      ['at exit B of Kuanzhai Alley metro station (Line 4); your guide holds a panda flag', '宽窄巷子地铁站（4号线）B口，导游手持熊猫小旗'],
      ['at the main gate of People’s Park on Shaocheng Road', '人民公园少城路正门'],
    ],
    dishes: [
      ['mapo tofu', '麻婆豆腐'],
      ['dan dan noodles', '担担面'],
      ['zhong dumplings in chilli oil', '钟水饺'],
      ['Sichuan hotpot', '四川火锅'],
    ],
    market: ['the Yulin neighbourhood food lanes', '玉林路美食街'],
    museum: ['the Sichuan Museum', '四川博物院'],
    pier: ['the Jiuyan Bridge pier on the Jin River', '锦江九眼桥码头'],
    excursions: [
      ['the Giant Panda Breeding Research Base', '大熊猫繁育研究基地'],
      ['the Leshan Giant Buddha', '乐山大佛'],
    ],
  },
  Guilin: {
    stops: [
      ['Elephant Trunk Hill', '象鼻山'],
      ['the Sun and Moon Pagodas', '日月双塔'],
      ['Reed Flute Cave', '芦笛岩'],
      ['Seven Star Park', '七星公园'],
      ['Fubo Hill', '伏波山'],
      ['Xicheng Pedestrian Street', '西城步行街'],
    ],
    meetingPoints: [
      ['at the main gate of Elephant Trunk Hill park on Minzhu Road', '象鼻山景区民主路正门'],
      ['in front of the Sun and Moon Pagodas, on the Shan Lake side', '日月双塔杉湖一侧'],
    ],
    dishes: [
      ['Guilin rice noodles', '桂林米粉'],
      ['beer fish', '啤酒鱼'],
      ['stuffed river snails', '田螺酿'],
    ],
    market: ['the Zhengyang Street night market', '正阳步行街夜市'],
    museum: ['the Guilin Museum', '桂林博物馆'],
    pier: ['the Zhujiang pier on the Li River', '漓江竹江码头'],
    excursions: [
      ['Yangshuo and the Yulong River', '阳朔遇龙河'],
      ['the Longji rice terraces', '龙脊梯田'],
    ],
  },
  Hangzhou: {
    stops: [
      ['the Broken Bridge', '断桥'],
      ['Bai Causeway', '白堤'],
      ['Su Causeway', '苏堤'],
      ['Leifeng Pagoda', '雷峰塔'],
      ['Hefang Street', '河坊街'],
      ['Lingyin Temple', '灵隐寺'],
      ['the Longjing tea village', '龙井村'],
    ],
    meetingPoints: [
      ['at exit B of Longxiangqiao metro station (Line 1), by the lake', '龙翔桥地铁站（1号线）B口湖边'],
      ['at the east end of the Broken Bridge, under the stone tablet', '断桥东端石碑下'],
    ],
    dishes: [
      ['Dongpo pork', '东坡肉'],
      ['West Lake fish in vinegar sauce', '西湖醋鱼'],
      ['Longjing shrimp', '龙井虾仁'],
    ],
    market: ['the Hefang Street snack stalls', '河坊街小吃摊'],
    museum: ['the China National Tea Museum', '中国茶叶博物馆'],
    pier: ['the Hubin pier on West Lake', '西湖湖滨码头'],
    excursions: [
      ['the water town of Wuzhen', '乌镇'],
      ['the Thousand Island Lake', '千岛湖'],
    ],
  },
  'Hong Kong': {
    stops: [
      ['the Star Ferry pier', '天星码头'],
      ['Man Mo Temple', '文武庙'],
      ['Hollywood Road', '荷李活道'],
      ['the Mid-Levels Escalator', '中环至半山自动扶梯'],
      ['Temple Street', '庙街'],
      ['the Avenue of Stars', '星光大道'],
      ['Victoria Peak', '太平山顶'],
    ],
    meetingPoints: [
      ['at exit D2 of Central MTR station, by the 7-Eleven', '港铁中环站D2出口，7-Eleven便利店旁'],
      ['under the clock tower at Tsim Sha Tsui', '尖沙咀钟楼下'],
    ],
    dishes: [
      ['dim sum', '点心'],
      ['egg tarts', '蛋挞'],
      ['roast goose', '烧鹅'],
      ['wonton noodles', '云吞面'],
    ],
    market: ['Temple Street Night Market', '庙街夜市'],
    museum: ['M+ museum', 'M+博物馆'],
    pier: ['the Tsim Sha Tsui Star Ferry pier', '尖沙咀天星码头'],
    excursions: [
      ['Lantau Island and the Big Buddha', '大屿山天坛大佛'],
      ['the fishing village of Tai O', '大澳渔村'],
    ],
  },
  Tokyo: {
    stops: [
      ['Senso-ji', '浅草寺'],
      ['Nakamise Street', '仲见世商店街'],
      ['Ueno Park', '上野公园'],
      ['Yanaka Ginza', '谷中银座'],
      ['Meiji Jingu', '明治神宫'],
      ['Harajuku’s Takeshita Street', '原宿竹下通'],
      ['the Shibuya Crossing', '涩谷十字路口'],
      ['Omoide Yokocho', '回忆横丁'],
    ],
    meetingPoints: [
      ['in front of the Kaminarimon gate of Senso-ji, by the rickshaw stand', '浅草寺雷门前人力车停靠处'],
      ['at the Hachiko statue outside Shibuya station', '涩谷站外八公像前'],
    ],
    dishes: [
      ['yakitori', '烤鸡串'],
      ['ramen', '拉面'],
      ['monjayaki', '文字烧'],
      ['fresh sushi', '寿司'],
    ],
    market: ['the Tsukiji Outer Market', '筑地场外市场'],
    museum: ['the Tokyo National Museum', '东京国立博物馆'],
    pier: ['the Asakusa water bus pier on the Sumida River', '隅田川浅草水上巴士码头'],
    excursions: [
      ['Hakone and Lake Ashi', '箱根芦之湖'],
      ['Nikko', '日光'],
    ],
  },
  Kyoto: {
    stops: [
      ['Fushimi Inari Shrine', '伏见稻荷大社'],
      ['Kiyomizu-dera', '清水寺'],
      ['Ninenzaka', '二年坂'],
      ['Gion', '祇园'],
      ['Pontocho', '先斗町'],
      ['the Philosopher’s Path', '哲学之道'],
      ['the Arashiyama bamboo grove', '岚山竹林'],
    ],
    meetingPoints: [
      ['at the Yasaka Shrine gate at the east end of Shijo Street', '四条通东端八坂神社门前'],
      ['in front of the JR Inari station ticket gate', 'JR稻荷站检票口前'],
    ],
    dishes: [
      ['yudofu', '汤豆腐'],
      ['matcha sweets', '抹茶甜点'],
      ['obanzai home cooking', '京都家常菜'],
    ],
    market: ['Nishiki Market', '锦市场'],
    museum: ['the Kyoto National Museum', '京都国立博物馆'],
    pier: ['the Arashiyama boat landing on the Hozu River', '保津川岚山游船码头'],
    excursions: [
      ['Nara and its deer park', '奈良公园'],
      ['the Miyama thatched village', '美山茅草屋之乡'],
    ],
  },
  Paris: {
    stops: [
      ['Notre-Dame', '巴黎圣母院'],
      ['the Latin Quarter', '拉丁区'],
      ['the Luxembourg Gardens', '卢森堡公园'],
      ['Saint-Germain-des-Prés', '圣日耳曼德佩'],
      ['the Louvre courtyard', '卢浮宫广场'],
      ['Montmartre', '蒙马特高地'],
      ['the Marais', '玛黑区'],
      ['the Eiffel Tower', '埃菲尔铁塔'],
    ],
    meetingPoints: [
      ['at exit 1 of Saint-Michel metro station, by the fountain', '圣米歇尔地铁站1号出口喷泉旁'],
      ['in front of the Hôtel de Ville carousel', '巴黎市政厅旋转木马前'],
    ],
    dishes: [
      ['croissants', '可颂'],
      ['cheese from a fromagerie', '奶酪'],
      ['crêpes', '可丽饼'],
      ['macarons', '马卡龙'],
    ],
    market: ['the Marché des Enfants Rouges', '红孩儿市场'],
    museum: ['the Musée d’Orsay', '奥赛博物馆'],
    pier: ['the Port de la Bourdonnais pier by the Eiffel Tower', '埃菲尔铁塔旁的布尔多奈码头'],
    excursions: [
      ['the Palace of Versailles', '凡尔赛宫'],
      ['Giverny and Monet’s garden', '吉维尼莫奈花园'],
    ],
  },
  London: {
    stops: [
      ['Westminster Abbey', '威斯敏斯特教堂'],
      ['Covent Garden', '考文特花园'],
      ['St Paul’s Cathedral', '圣保罗大教堂'],
      ['the Millennium Bridge', '千禧桥'],
      ['Borough Market', '博罗市场'],
      ['Tower Bridge', '塔桥'],
      ['the South Bank', '南岸'],
    ],
    meetingPoints: [
      ['outside exit 4 of Westminster Underground station, by Big Ben', '威斯敏斯特地铁站4号出口外，大本钟旁'],
      ['by the steps of St Paul’s Cathedral', '圣保罗大教堂台阶旁'],
    ],
    dishes: [
      ['fish and chips', '炸鱼薯条'],
      ['a Scotch egg', '苏格兰蛋'],
      ['pie and mash', '馅饼配土豆泥'],
    ],
    market: ['Borough Market', '博罗市场'],
    museum: ['the British Museum', '大英博物馆'],
    pier: ['Westminster Pier', '威斯敏斯特码头'],
    excursions: [
      ['Windsor Castle', '温莎城堡'],
      ['Stonehenge and Bath', '巨石阵与巴斯'],
    ],
  },
  'New York': {
    stops: [
      ['the Brooklyn Bridge', '布鲁克林大桥'],
      ['the High Line', '高线公园'],
      ['Chelsea Market', '切尔西市场'],
      ['Washington Square Park', '华盛顿广场公园'],
      ['Greenwich Village', '格林威治村'],
      ['Times Square', '时代广场'],
      ['Central Park', '中央公园'],
    ],
    meetingPoints: [
      ['at the Washington Square Arch, on the Fifth Avenue side', '华盛顿广场拱门第五大道一侧'],
      ['at the Gansevoort Street entrance of the High Line', '高线公园甘斯沃尔特街入口'],
    ],
    dishes: [
      ['a New York slice', '纽约披萨'],
      ['bagels with lox', '三文鱼贝果'],
      ['pastrami on rye', '熏牛肉三明治'],
    ],
    market: ['Chelsea Market', '切尔西市场'],
    museum: ['the Metropolitan Museum of Art', '大都会艺术博物馆'],
    pier: ['Pier 83 on the Hudson River', '哈德逊河83号码头'],
    excursions: [
      ['the Hudson Valley', '哈德逊河谷'],
      ['the Hamptons', '汉普顿'],
    ],
  },
};

/** A city the tables do not know (an imported state) still reads sensibly. */
const GENERIC_PLACES: CityPlaces = {
  stops: [
    ['the old town square', '老城广场'],
    ['the main market hall', '中心市场'],
    ['the riverside promenade', '滨河步道'],
    ['the cathedral quarter', '老街区'],
    ['the city gardens', '城市花园'],
    ['the old harbour', '老港口'],
  ],
  meetingPoints: [['in front of the main railway station; your guide holds a yellow flag', '火车站正门前，导游手持黄色小旗']],
  dishes: [
    ['local street snacks', '地方小吃'],
    ['the house noodles', '招牌面食'],
    ['a seasonal dessert', '时令甜品'],
  ],
  market: ['the central market', '中心市场'],
  museum: ['the city museum', '城市博物馆'],
  pier: ['the city pier', '城市码头'],
  excursions: [['the countryside', '郊外乡村']],
};

export const placesOf = (englishName: string | undefined): CityPlaces =>
  (englishName !== undefined ? CITY_PLACES[englishName] : undefined) ?? GENERIC_PLACES;
