/** Function words of the engine's languages; what is left of a description are its own words. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    // en
    "a an the and or but with without for to of in on at by from into your you our we us it its is are be been " +
    "this that these those as than then so very more most all any can will just also up down over under only " +
    "each every what which who how when where while not no yes has have had do does get gets make makes " +
    // de
    "und oder aber mit ohne für zu zum zur von vom im in am an auf aus bei bis der die das den dem des ein eine einen " +
    "einem einer ist sind sein wird werden hat haben du dich dir dein deine deinen deinem deiner deines sie ihr ihre ihren ihrem ihrer ihnen wir uns unser unsere es " +
    "noch auch nur sehr mehr so wie als dass nicht kein keine jetzt hier alle jeden jede jeder " +
    // fr
    "et ou mais avec sans pour de du des le la les un une au aux en dans sur par votre vos ton ta tes vous tu nous notre " +
    "est sont être plus très tout tous toute qui que ce cette ces son sa ses il elle ne pas " +
    // es
    "y o pero con sin para de del el los las un una al en por su sus tu tus usted nosotros nuestro nuestra es son " +
    "más muy todo todos que este esta estos se lo no " +
    // it
    "e o ma con senza per di del della dei il lo la gli le un uno una al in su tuo tua suo sua noi è sono più molto " +
    "tutto tutti che questo questa si non " +
    // pt
    "e ou mas com sem para de do da dos das o os as um uma ao em no na por seu sua você nós nosso nossa é são mais " +
    "muito todo todos que este esta se não " +
    // nl
    "en of maar met zonder voor van de het een in op aan uit bij tot je jouw jij u uw wij ons onze is zijn meer zeer " +
    "heel alle alles die dat dit deze niet geen " +
    // tr
    "ve veya ile için bir bu şu o da de ki en çok daha her gibi olan olarak sen siz senin sizin biz bizim değil boyunca kadar sadece üzerinde"
  ).split(/\s+/),
);
