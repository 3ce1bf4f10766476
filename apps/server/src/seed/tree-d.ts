import type { TopDef } from "./vocab.ts";

export const TOPS_D: TopDef[] = [
  {
    icon: "car",
    rec: false,
    price: [6, 200],
    size: "none",
    colour: false,
    n: "Automotive|汽车用品|汽車用品|カー用品|Autozubehör|Automotif|Motorvoertuie|อุปกรณ์รถยนต์|Αυτοκίνητο|Automotivo|Automoción|Auto et moto|Автотовары|Auto e moto|Otomotiv|자동차용품|Automotive|مستلزمات السيارات|Otomotif|ऑटोमोटिव|Phụ kiện ô tô",
    adj: [
      "Universal|通用|通用",
      "Heavy-Duty|重型|重型",
      "Portable|便携|便攜",
      "Premium|高级|高級",
      "Compact|小巧|小巧",
      "Durable|耐用|耐用",
    ],
    mods: [],
    pitch:
      "Fits most cars, vans and SUVs; check the size chart before ordering.|适配大多数轿车、面包车和SUV，下单前请核对尺寸。|適用大多數轎車、廂型車和SUV，下單前請核對尺寸。",
    subs: [
      {
        n: "Car electronics|车载电子|車用電子|カーエレクトロニクス|Autoelektronik|Elektronik kereta|Motorelektronika|อิเล็กทรอนิกส์ในรถ|Ηλεκτρονικά αυτοκινήτου|Eletrônicos automotivos|Electrónica para coche|Électronique auto|Автоэлектроника|Elettronica per auto|Araç elektroniği|차량용 전자기기|Elektroniks ng sasakyan|إلكترونيات السيارة|Elektronik mobil|कार इलेक्ट्रॉनिक्स|Điện tử ô tô",
        w: [
          "Dash Cam|行车记录仪|行車記錄器",
          "Car Charger|车载充电器|車用充電器",
          "Tyre Inflator|车载充气泵|車用打氣機",
        ],
      },
      {
        n: "Interior accessories|内饰用品|內裝用品|内装アクセサリー|Innenausstattung|Aksesori dalaman|Binne-bykomstighede|อุปกรณ์ตกแต่งภายใน|Αξεσουάρ εσωτερικού|Acessórios internos|Accesorios de interior|Accessoires intérieur|Аксессуары для салона|Accessori per interni|İç aksesuarlar|실내 용품|Panloob na aksesorya|إكسسوارات داخلية|Aksesori interior|इंटीरियर एक्सेसरीज़|Phụ kiện nội thất xe",
        w: [
          "Seat Cushion|座椅坐垫|座椅坐墊",
          "Steering Wheel Cover|方向盘套|方向盤套",
          "Car Organiser|车载收纳盒|車用收納盒",
        ],
        colour: true,
      },
      {
        n: "Car care|汽车养护|汽車保養|洗車・メンテナンス|Autopflege|Penjagaan kereta|Motorsorg|ดูแลรถยนต์|Φροντίδα αυτοκινήτου|Cuidados com o carro|Cuidado del coche|Entretien auto|Уход за автомобилем|Cura dell'auto|Araç bakımı|세차 & 관리|Pangangalaga ng sasakyan|العناية بالسيارة|Perawatan mobil|कार की देखभाल|Chăm sóc xe",
        w: [
          "Microfibre Wash Mitt|超细纤维洗车手套|超細纖維洗車手套",
          "Car Wax|汽车蜡|汽車蠟",
          "Cordless Car Vacuum|无线车载吸尘器|無線車用吸塵器",
        ],
      },
      {
        n: "Tools & emergency|应急工具|應急工具|緊急用品|Werkzeug & Notfall|Alat & kecemasan|Gereedskap & nood|เครื่องมือและอุปกรณ์ฉุกเฉิน|Εργαλεία και έκτακτη ανάγκη|Ferramentas e emergência|Herramientas y emergencia|Outils et urgence|Инструменты и аварийные принадлежности|Attrezzi ed emergenza|Alet ve acil durum|공구 & 비상용품|Kagamitan at emergency|أدوات وطوارئ|Alat & darurat|औज़ार और आपातकालीन|Dụng cụ & khẩn cấp",
        w: [
          "Jump Starter|汽车应急启动电源|汽車緊急啟動電源",
          "Tow Rope|拖车绳|拖車繩",
          "Warning Triangle|三角警示牌|三角警示牌",
        ],
      },
      {
        n: "Motorcycle|摩托车用品|機車用品|バイク用品|Motorrad|Motosikal|Motorfiets|มอเตอร์ไซค์|Μοτοσικλέτα|Motocicleta|Motocicleta|Moto|Мотоциклы|Moto|Motosiklet|오토바이|Motorsiklo|الدراجات النارية|Sepeda motor|मोटरसाइकिल|Xe máy",
        w: [
          "Motorcycle Helmet|摩托车头盔|機車安全帽",
          "Riding Gloves|骑行手套|騎士手套",
          "Motorcycle Cover|摩托车罩|機車車罩",
        ],
        size: "letters",
      },
    ],
  },
  {
    icon: "book",
    rec: false,
    price: [3, 60],
    size: "none",
    colour: false,
    n: "Books & stationery|图书文具|圖書文具|本・文房具|Bücher & Schreibwaren|Buku & alat tulis|Boeke & skryfbehoeftes|หนังสือและเครื่องเขียน|Βιβλία και χαρτικά|Livros e papelaria|Libros y papelería|Livres et papeterie|Книги и канцелярия|Libri e cancelleria|Kitap ve kırtasiye|도서 & 문구|Aklat at gamit sa pagsulat|الكتب والقرطاسية|Buku & alat tulis|किताबें और स्टेशनरी|Sách & văn phòng phẩm",
    adj: [
      "Classic|经典|經典",
      "Premium|优质|優質",
      "Deluxe|豪华|豪華",
      "Minimalist|简约|簡約",
      "Portable|便携|便攜",
      "Bestselling|畅销|暢銷",
    ],
    mods: [],
    pitch:
      "Thoughtfully made for study, work and creative days.|为学习、工作和创作精心打造。|為學習、工作和創作精心打造。",
    subs: [
      {
        n: "Notebooks & journals|笔记本与手账|筆記本與手帳|ノート・手帳|Notizbücher|Buku nota & jurnal|Notaboeke & joernale|สมุดโน้ตและบันทึก|Σημειωματάρια|Cadernos e agendas|Cuadernos y agendas|Carnets et agendas|Блокноты и ежедневники|Quaderni e agende|Defterler ve ajandalar|노트 & 다이어리|Kuwaderno at journal|دفاتر ومذكرات|Buku catatan & jurnal|नोटबुक और डायरी|Sổ tay & nhật ký",
        w: [
          "A5 Dotted Notebook|A5点阵笔记本|A5點陣筆記本",
          "Hardcover Journal|精装手账本|精裝手帳本",
          "Weekly Planner|周计划本|週計畫本",
        ],
        colour: true,
      },
      {
        n: "Pens & markers|笔类|筆類|ペン・マーカー|Stifte & Marker|Pen & penanda|Penne & merkers|ปากกาและมาร์กเกอร์|Στυλό και μαρκαδόροι|Canetas e marcadores|Bolígrafos y rotuladores|Stylos et marqueurs|Ручки и маркеры|Penne e pennarelli|Kalemler ve işaretleyiciler|펜 & 마커|Bolpen at marker|أقلام ومحددات|Pulpen & spidol|पेन और मार्कर|Bút & bút dạ",
        w: ["Gel Pen Set|中性笔套装|中性筆組", "Fountain Pen|钢笔|鋼筆", "Highlighter Set|荧光笔套装|螢光筆組"],
      },
      {
        n: "Art supplies|美术用品|美術用品|画材|Künstlerbedarf|Bekalan seni|Kunsbenodigdhede|อุปกรณ์ศิลปะ|Είδη ζωγραφικής|Material de arte|Material de bellas artes|Fournitures d'art|Товары для творчества|Belle arti|Sanat malzemeleri|미술용품|Gamit sa sining|أدوات فنية|Perlengkapan seni|कला सामग्री|Dụng cụ mỹ thuật",
        w: [
          "Watercolour Paint Set|水彩颜料套装|水彩顏料組",
          "Sketchbook|素描本|素描本",
          "Coloured Pencils (48)|彩色铅笔（48色）|彩色鉛筆（48色）",
        ],
      },
      {
        n: "Office supplies|办公用品|辦公用品|事務用品|Bürobedarf|Bekalan pejabat|Kantoorbenodigdhede|อุปกรณ์สำนักงาน|Είδη γραφείου|Material de escritório|Material de oficina|Fournitures de bureau|Офисные принадлежности|Forniture per ufficio|Ofis malzemeleri|사무용품|Gamit pang-opisina|لوازم مكتبية|Perlengkapan kantor|कार्यालय सामग्री|Văn phòng phẩm",
        w: ["Desk Organiser|桌面收纳架|桌面收納架", "Stapler|订书机|釘書機", "File Folder Set|文件夹套装|文件夾組"],
      },
      {
        n: "Books|图书|圖書|書籍|Bücher|Buku|Boeke|หนังสือ|Βιβλία|Livros|Libros|Livres|Книги|Libri|Kitaplar|도서|Mga aklat|كتب|Buku|किताबें|Sách",
        w: [
          "Cookbook|烹饪书|烹飪書",
          "Children's Picture Book|儿童绘本|兒童繪本",
          "Travel Guide|旅行指南|旅遊指南",
          "Novel|小说|小說",
        ],
      },
    ],
  },
  {
    icon: "paw",
    rec: false,
    price: [4, 150],
    size: "none",
    colour: false,
    n: "Pet supplies|宠物用品|寵物用品|ペット用品|Tierbedarf|Bekalan haiwan peliharaan|Troeteldierbenodigdhede|อุปกรณ์สัตว์เลี้ยง|Είδη κατοικιδίων|Produtos para pets|Productos para mascotas|Animalerie|Зоотовары|Articoli per animali|Evcil hayvan ürünleri|반려동물용품|Gamit pang-alaga ng hayop|مستلزمات الحيوانات الأليفة|Perlengkapan hewan peliharaan|पालतू जानवरों का सामान|Đồ dùng thú cưng",
    adj: [
      "Cosy|舒适|舒適",
      "Durable|耐用|耐用",
      "Premium|优质|優質",
      "Portable|便携|便攜",
      "Natural|天然|天然",
      "Easy-Clean|易清洁|易清潔",
    ],
    mods: [],
    pitch: "Vet-approved materials your pet will love.|兽医认可的材质，毛孩子都爱。|獸醫認可的材質，毛孩都愛。",
    subs: [
      {
        n: "Dog supplies|狗狗用品|狗狗用品|犬用品|Hundebedarf|Bekalan anjing|Hondbenodigdhede|อุปกรณ์สำหรับสุนัข|Είδη για σκύλους|Produtos para cães|Productos para perros|Pour chiens|Товары для собак|Per cani|Köpek ürünleri|강아지 용품|Gamit para sa aso|مستلزمات الكلاب|Perlengkapan anjing|कुत्तों का सामान|Đồ dùng cho chó",
        w: ["Dog Harness|狗狗胸背带|狗狗胸背帶", "Dog Bed|狗窝|狗窩", "Chew Toy|磨牙玩具|磨牙玩具"],
        size: "letters",
        colour: true,
      },
      {
        n: "Cat supplies|猫咪用品|貓咪用品|猫用品|Katzenbedarf|Bekalan kucing|Katbenodigdhede|อุปกรณ์สำหรับแมว|Είδη για γάτες|Produtos para gatos|Productos para gatos|Pour chats|Товары для кошек|Per gatti|Kedi ürünleri|고양이 용품|Gamit para sa pusa|مستلزمات القطط|Perlengkapan kucing|बिल्लियों का सामान|Đồ dùng cho mèo",
        w: ["Cat Tree|猫爬架|貓跳台", "Scratching Post|猫抓柱|貓抓柱", "Cat Litter Box|猫砂盆|貓砂盆"],
        colour: true,
      },
      {
        n: "Pet food|宠物食品|寵物食品|ペットフード|Tiernahrung|Makanan haiwan|Troeteldierkos|อาหารสัตว์เลี้ยง|Τροφές κατοικιδίων|Ração|Comida para mascotas|Nourriture pour animaux|Корма|Cibo per animali|Evcil hayvan maması|사료|Pagkain ng alagang hayop|طعام الحيوانات الأليفة|Makanan hewan|पालतू आहार|Thức ăn thú cưng",
        w: ["Dry Dog Food|狗粮|狗飼料", "Grain-Free Cat Food|无谷猫粮|無穀貓飼料", "Training Treats|训练零食|訓練零食"],
        size: "weight",
      },
      {
        n: "Aquarium|水族用品|水族用品|アクアリウム|Aquaristik|Akuarium|Akwarium|อุปกรณ์ตู้ปลา|Ενυδρεία|Aquarismo|Acuarios|Aquariophilie|Аквариумистика|Acquariologia|Akvaryum|수족관 용품|Aquarium|أحواض الأسماك|Akuarium|एक्वेरियम|Thủy sinh",
        w: [
          "Aquarium Filter|鱼缸过滤器|魚缸過濾器",
          "Glass Fish Tank|玻璃鱼缸|玻璃魚缸",
          "LED Aquarium Light|LED水族灯|LED水族燈",
        ],
      },
      {
        n: "Small pets & birds|小宠与鸟类|小寵與鳥類|小動物・鳥用品|Kleintiere & Vögel|Haiwan kecil & burung|Klein troeteldiere & voëls|สัตว์เลี้ยงขนาดเล็กและนก|Μικρά ζώα και πουλιά|Pequenos animais e aves|Pequeños animales y aves|Petits animaux et oiseaux|Грызуны и птицы|Piccoli animali e uccelli|Küçük hayvanlar ve kuşlar|소동물 & 조류|Maliliit na alaga at ibon|الحيوانات الصغيرة والطيور|Hewan kecil & burung|छोटे पालतू और पक्षी|Thú nhỏ & chim",
        w: ["Hamster Cage|仓鼠笼|倉鼠籠", "Bird Cage|鸟笼|鳥籠", "Rabbit Hay Feeder|兔子草架|兔子草架"],
      },
    ],
  },
  {
    icon: "cup",
    rec: false,
    price: [2, 40],
    size: "none",
    colour: false,
    n: "Food & grocery|食品生鲜|食品生鮮|食品・飲料|Lebensmittel|Makanan & barangan runcit|Kos & kruideniersware|อาหารและของชำ|Τρόφιμα|Alimentos e mercearia|Alimentación|Épicerie|Продукты|Alimentari|Gıda ve market|식품|Pagkain at grocery|الأغذية والبقالة|Makanan & bahan pokok|खाद्य और किराना|Thực phẩm",
    adj: [
      "Organic|有机|有機",
      "Premium|精选|精選",
      "Natural|天然|天然",
      "Imported|进口|進口",
      "Healthy|健康|健康",
      "Classic|经典|經典",
    ],
    mods: [],
    pitch:
      "Freshly packed and sealed, shipped within 48 hours.|新鲜包装，密封保存，48小时内发货。|新鮮包裝，密封保存，48小時內出貨。",
    subs: [
      {
        n: "Snacks|零食|零食|お菓子|Snacks|Makanan ringan|Peuselkos|ขนมขบเคี้ยว|Σνακ|Lanches|Aperitivos|Snacks|Закуски|Snack|Atıştırmalıklar|과자|Meryenda|وجبات خفيفة|Camilan|स्नैक्स|Đồ ăn vặt",
        w: ["Mixed Nuts|混合坚果|綜合堅果", "Dark Chocolate|黑巧克力|黑巧克力", "Dried Mango|芒果干|芒果乾"],
        size: "weight",
      },
      {
        n: "Coffee & tea|咖啡与茶|咖啡與茶|コーヒー・お茶|Kaffee & Tee|Kopi & teh|Koffie & tee|กาแฟและชา|Καφές και τσάι|Café e chá|Café y té|Café et thé|Кофе и чай|Caffè e tè|Kahve ve çay|커피 & 차|Kape at tsaa|القهوة والشاي|Kopi & teh|कॉफ़ी और चाय|Cà phê & trà",
        w: [
          "Arabica Coffee Beans|阿拉比卡咖啡豆|阿拉比卡咖啡豆",
          "Oolong Tea|乌龙茶|烏龍茶",
          "Matcha Powder|抹茶粉|抹茶粉",
        ],
        size: "weight",
      },
      {
        n: "Pantry staples|粮油调味|糧油調味|調味料・食材|Vorratskammer|Bahan dapur|Spenskas-basiese produkte|ของแห้งและเครื่องปรุง|Είδη παντοπωλείου|Despensa|Despensa|Épicerie salée|Бакалея|Dispensa|Temel gıda|식재료 & 양념|Pangunahing sangkap|مؤن المطبخ|Bahan pokok dapur|रसोई का सामान|Gia vị & thực phẩm khô",
        w: [
          "Extra Virgin Olive Oil|特级初榨橄榄油|特級初榨橄欖油",
          "Jasmine Rice|茉莉香米|茉莉香米",
          "Soy Sauce|酱油|醬油",
        ],
      },
      {
        n: "Drinks|饮料|飲料|飲料|Getränke|Minuman|Drankies|เครื่องดื่ม|Ποτά|Bebidas|Bebidas|Boissons|Напитки|Bevande|İçecekler|음료|Inumin|مشروبات|Minuman|पेय|Đồ uống",
        w: [
          "Sparkling Water (12-Pack)|气泡水（12瓶装）|氣泡水（12瓶裝）",
          "Coconut Water|椰子水|椰子水",
          "Cold Brew Coffee|冷萃咖啡|冷萃咖啡",
        ],
      },
      {
        n: "Breakfast & cereals|早餐谷物|早餐穀物|朝食・シリアル|Frühstück & Müsli|Sarapan & bijirin|Ontbyt & graan|อาหารเช้าและซีเรียล|Πρωινό και δημητριακά|Café da manhã e cereais|Desayuno y cereales|Petit-déjeuner et céréales|Завтраки и хлопья|Colazione e cereali|Kahvaltı ve tahıllar|아침식사 & 시리얼|Almusal at cereal|الإفطار والحبوب|Sarapan & sereal|नाश्ता और अनाज|Bữa sáng & ngũ cốc",
        w: ["Granola|格兰诺拉麦片|格蘭諾拉麥片", "Rolled Oats|燕麦片|燕麥片", "Honey|蜂蜜|蜂蜜"],
      },
    ],
  },
  {
    icon: "wrench",
    rec: false,
    price: [5, 250],
    size: "none",
    colour: false,
    n: "Tools & garden|工具园艺|工具園藝|工具・ガーデニング|Werkzeug & Garten|Alatan & taman|Gereedskap & tuin|เครื่องมือและสวน|Εργαλεία και κήπος|Ferramentas e jardim|Herramientas y jardín|Outils et jardin|Инструменты и сад|Utensili e giardino|Alet ve bahçe|공구 & 원예|Kagamitan at hardin|الأدوات والحديقة|Perkakas & taman|औज़ार और बागवानी|Dụng cụ & làm vườn",
    adj: [
      "Professional|专业|專業",
      "Heavy-Duty|重型|重型",
      "Compact|小巧|小巧",
      "Durable|耐用|耐用",
      "Ergonomic|人体工学|人體工學",
      "Multi-Purpose|多用途|多用途",
    ],
    mods: [],
    pitch:
      "Solid build for home projects and garden work.|做工扎实，家装和园艺都能胜任。|做工紮實，居家修繕和園藝都能勝任。",
    subs: [
      {
        n: "Power tools|电动工具|電動工具|電動工具|Elektrowerkzeuge|Alatan kuasa|Kraggereedskap|เครื่องมือไฟฟ้า|Ηλεκτρικά εργαλεία|Ferramentas elétricas|Herramientas eléctricas|Outils électriques|Электроинструменты|Utensili elettrici|Elektrikli aletler|전동공구|Power tools|أدوات كهربائية|Perkakas listrik|पावर टूल्स|Dụng cụ điện",
        w: ["Cordless Drill|无线电钻|無線電鑽", "Angle Grinder|角磨机|角磨機", "Jigsaw|曲线锯|線鋸機"],
        price: [30, 300],
      },
      {
        n: "Hand tools|手动工具|手工具|ハンドツール|Handwerkzeuge|Alatan tangan|Handgereedskap|เครื่องมือช่าง|Εργαλεία χειρός|Ferramentas manuais|Herramientas manuales|Outils à main|Ручной инструмент|Utensili manuali|El aletleri|수공구|Hand tools|أدوات يدوية|Perkakas tangan|हाथ के औज़ार|Dụng cụ cầm tay",
        w: [
          "Screwdriver Set|螺丝刀套装|螺絲起子組",
          "Socket Wrench Set|套筒扳手套装|套筒扳手組",
          "Claw Hammer|羊角锤|羊角錘",
        ],
      },
      {
        n: "Gardening|园艺|園藝|ガーデニング|Gartenarbeit|Berkebun|Tuinmaak|ทำสวน|Κηπουρική|Jardinagem|Jardinería|Jardinage|Садоводство|Giardinaggio|Bahçecilik|원예|Paghahalaman|البستنة|Berkebun|बागवानी|Làm vườn",
        w: [
          "Pruning Shears|修枝剪|修枝剪",
          "Garden Hose 30m|30米花园水管|30米花園水管",
          "Ceramic Plant Pot|陶瓷花盆|陶瓷花盆",
        ],
      },
      {
        n: "Lighting|灯具照明|燈具照明|照明|Beleuchtung|Pencahayaan|Beligting|โคมไฟและแสงสว่าง|Φωτισμός|Iluminação|Iluminación|Éclairage|Освещение|Illuminazione|Aydınlatma|조명|Ilaw|الإضاءة|Pencahayaan|प्रकाश व्यवस्था|Đèn chiếu sáng",
        w: [
          "LED Desk Lamp|LED台灯|LED檯燈",
          "Solar Garden Light|太阳能庭院灯|太陽能庭院燈",
          "Smart LED Bulb|智能LED灯泡|智慧LED燈泡",
        ],
        colour: true,
      },
      {
        n: "Measuring & safety|测量与防护|測量與防護|測定・安全用品|Messen & Sicherheit|Pengukuran & keselamatan|Meet & veiligheid|เครื่องมือวัดและความปลอดภัย|Μέτρηση και ασφάλεια|Medição e segurança|Medición y seguridad|Mesure et sécurité|Измерения и защита|Misura e sicurezza|Ölçüm ve güvenlik|측정 & 안전용품|Panukat at kaligtasan|القياس والسلامة|Pengukuran & keselamatan|मापन और सुरक्षा|Đo lường & bảo hộ",
        w: [
          "Laser Distance Meter|激光测距仪|雷射測距儀",
          "Tape Measure 5m|5米卷尺|5米捲尺",
          "Safety Goggles|防护眼镜|護目鏡",
        ],
      },
    ],
  },
];
