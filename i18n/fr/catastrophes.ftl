# Cat'astrophes : les refus de ses règles, la question posée, le journal, la fin de la partie et les conseils du robot Normal.

## Les cartes ($value : le nombre inscrit sur la carte)

cx-card-mischief = bêtise { $value }
cx-card-trick = ruse { $value }
cx-card-cuddle = câlin { $value }

## Les refus : la règle telle que la dit le livret, puis ce qui l’enfreint dans l’action

cx-rule-place-at-table = Posez une carte devant un joueur assis à la table
cx-refused-no-seat = il n’y a pas de place { $seat }
cx-rule-empty-hand-draws = Si vous n’avez plus de cartes en main, vous devez piocher des cartes
cx-refused-hand-empty = votre main est vide
cx-rule-card-from-hand = Posez face cachée une carte de votre main
cx-refused-not-in-hand = vous n’avez pas de { $card } en main
cx-rule-one-card-each = Il ne peut y avoir qu’une seule carte devant chaque joueur
cx-refused-card-before-you = une carte est déjà posée devant vous : piochez, ou posez une carte devant un joueur qui n’en a pas
cx-refused-card-before-seat = une carte est déjà posée devant la place { $seat }
cx-rule-draw-one-or-two = Prenez une ou deux cartes sur le dessus de la pioche
cx-refused-draw-count = pas { $count }
cx-refused-pile-too-small = { $left ->
    [one] il ne reste que { $left } carte, vous ne pouvez donc pas en piocher { $count }
   *[other] il ne reste que { $left } cartes, vous ne pouvez donc pas en piocher { $count }
}
cx-rule-pile-run-out = Quand la pioche est épuisée, l’action « piocher des cartes » n’est plus possible
cx-refused-pile-empty = la pioche est vide (la défausse n’est pas remélangée)
cx-rule-one-action = Chaque joueur effectue une action : poser une carte ou piocher des cartes
cx-refused-pass = vous ne pouvez passer que sans carte en main et avec une pioche vide

## Ce qui est demandé au joueur

cx-ask-place-or-draw = Posez une carte face cachée devant un chat, ou piochez une ou deux cartes

## Le journal ($who : le joueur qui agit ; $target : le joueur devant qui la carte est posée)

cx-log-place-own = { $who } pose une carte face cachée devant son propre chat
cx-log-place = { $who } pose une carte face cachée devant { $target }
cx-log-draw = { $count ->
    [one] { $who } pioche une carte
   *[other] { $who } pioche { $count } cartes
}
cx-log-pass = { $who } n’a plus de carte ni rien à piocher, et passe son tour

## Les lignes du journal : ce qui s’est passé, tel que le journal de la table le raconte ($name : le joueur concerné)

cx-tell-placed-own = { $name } pose une carte face cachée devant son propre chat
# $target : le joueur devant qui la carte est posée.
cx-tell-placed = { $name } pose une carte face cachée devant { $target }
cx-tell-drew = { $count ->
    [one] { $name } pioche une carte
   *[other] { $name } pioche { $count } cartes
}
cx-tell-passed = { $name } n’a rien à faire et passe son tour
# La carte posée devant le joueur, retournée pour déplacer le jeton ($card : une cx-card-…).
cx-tell-resolving = Carte retournée devant { $name } : { $card }
cx-tell-scale-reset = Le jeton a atteint 20 et revient à 0
cx-tell-ineffective = Le câlin posé devant { $name } ne fait rien : le jeton est sur 0
# Des points de punition donnés ($points) ou retirés ; $why : l’un des cx-tell-why-… ci-dessous.
cx-tell-punished = { $name } +{ $points } ({ $why })
cx-tell-forgiven = { $name } −{ $points } ({ $why })
# Un câlin pardonne à un joueur qui n’a plus de points.
cx-tell-nothing-to-lose = { $name } n’a aucun point de punition à perdre ({ $why })
# $threshold : le seuil sur l’échelle des bêtises ; $spaces : de combien de cases le jeton a fini au-delà ou en dessous.
cx-tell-why-crossed = seuil { $threshold } franchi
cx-tell-why-wild-past = Chats sauvages : { $spaces ->
    [one] { $spaces } case
   *[other] { $spaces } cases
} au-delà de { $threshold }
cx-tell-why-forgiven = un câlin ramène le jeton à { $threshold } ou moins
cx-tell-why-wild-below = Chats sauvages : { $spaces ->
    [one] { $spaces } case
   *[other] { $spaces } cases
} en dessous de { $threshold }
cx-tell-why-cards-in-hand = cartes restées en main
# $round : la manche qui se termine ; $name : qui prend le jeton de premier joueur.
cx-tell-round-ended = Fin de la manche { $round } ; { $name } prend le jeton de premier joueur
cx-tell-game-over = La partie est terminée

## La fin de la partie ($how : une des phrases cx-summary-… sans point final ; $who : le gagnant, ou la liste des gagnants)

cx-summary-points-and-pile = Un chat a atteint 20 points de punition au moment où la pioche s’épuisait
cx-summary-points = Un chat a atteint 20 points de punition
cx-summary-pile = La pioche est épuisée
cx-summary-wins = { $points ->
    [one] { $how }. { $who } gagne avec { $points } point de punition.
   *[other] { $how }. { $who } gagne avec { $points } points de punition.
}
cx-summary-wins-on-hand = { $points ->
    [one] { $how }. { $who } gagne avec { $points } point de punition ; l’égalité a été départagée au plus petit nombre de cartes restées en main.
   *[other] { $how }. { $who } gagne avec { $points } points de punition ; l’égalité a été départagée au plus petit nombre de cartes restées en main.
}
cx-summary-shared = { $points ->
    [one] { $how }. { $who } se partagent la victoire avec { $points } point de punition chacun (à égalité de punition et de cartes restées en main).
   *[other] { $how }. { $who } se partagent la victoire avec { $points } points de punition chacun (à égalité de punition et de cartes restées en main).
}
cx-summary-nobody = { $how }. Personne ne gagne.
# Une liste de deux noms ou plus : « Félix et Jérémy » ; « Félix, Jérémy et Ada » est first = Félix, rest = « Jérémy et Ada ».
cx-names-two = { $first } et { $second }
cx-names-more = { $first }, { $rest }

## Ce que comptent les scores, et l’horloge de la partie sur les graphiques

cx-score = points de punition
cx-clock = manche

## Les conseils du robot Normal ($card : une cx-card-… ; $target : un des chats ci-dessous, après « devant » ; $scale : la case du jeton de bêtises ; $points : une des quantités ci-dessous)

cx-reason-you = vous
cx-reason-the-other-cat = l’autre chat
cx-reason-cat-on-left = le chat à votre gauche
cx-reason-cat-on-right = le chat à votre droite
cx-reason-cat-seats-left = { $count ->
    [one] le chat { $count } place à votre gauche
   *[other] le chat { $count } places à votre gauche
}
cx-reason-perhaps-a-point = peut-être un point
cx-reason-about-points = { $count ->
    [one] environ { $count } point
   *[other] environ { $count } points
}
cx-reason-should-cost-them = Posez votre { $card } devant { $target } : avec le jeton sur { $scale }, cela devrait lui coûter { $points }
cx-reason-others-cost-more = Posez votre { $card } devant { $target } : avec le jeton sur { $scale }, les cartes des autres leur coûtent { $points } de plus
cx-reason-should-save-you = Posez votre { $card } devant vous : avec le jeton sur { $scale }, cela devrait vous épargner { $points }
cx-reason-yours-costs-less = Posez votre { $card } devant { $target } : cela déplace le jeton de sorte que la carte posée devant vous vous coûte { $points } de moins
cx-reason-shed-game-may-end = Débarrassez-vous de votre { $card } : la partie peut se terminer à cette manche, et cette carte compterait contre vous
cx-reason-shed-cheaply = Débarrassez-vous de votre { $card } tant que cela ne coûte pas grand-chose à personne : le jeton est sur { $scale }
cx-reason-draw-one = Piochez une carte, pas deux : les cartes restées en main peuvent compter contre vous à la fin
cx-reason-draw-card-would-cost-you = Piochez plutôt : la meilleure carte que vous pourriez poser vous coûterait { $points }
cx-reason-draw-card-would-spare-others = Piochez plutôt : la meilleure carte que vous pourriez poser retirerait des points aux autres chats
cx-reason-spares-you = Vous épargne { $points } par rapport à la deuxième meilleure carte
cx-reason-spares-nobody = Ne retire aucun point aux autres chats, contrairement à la deuxième meilleure carte
cx-reason-costs-nothing = Votre { $card } ne vous coûte rien ici, et poser cette carte empêche votre main de grossir
cx-reason-changes-nothing = Votre { $card } ne change rien à cette manche, et poser cette carte empêche votre main de grossir
cx-reason-draw-nothing-better = Piochez : aucune carte que vous pourriez poser ne fait mieux à cette manche
cx-reason-nothing-else = Il ne reste rien d’autre à faire
